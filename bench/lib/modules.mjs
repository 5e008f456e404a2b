// Preloaded with `node --import <this file>` to see what a command imports: registers a resolve hook (which runs on
// the loader thread) that appends every resolved module URL to $BENCH_MODULES_OUT. It sees the ESM import graph and
// the packages our code imports; a CommonJS package's own require() calls are not seen (Node 20 hooks do not cover
// them), so a package counts once, where our code imports it.
//
// The bundle loads its vendored packages (dist/bundle/vendor/*.cjs) with require(), which the ESM hook does not see
// either: CommonJS resolution is recorded here, in this thread, as file URLs like the hook's.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { pathToFileURL } from 'node:url';

const out = process.env.BENCH_MODULES_OUT;
if (out) {
  delete process.env.BENCH_MODULES_OUT;
  register('./modules-hook.mjs', import.meta.url, { data: { out } });
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    const file = resolveFilename.call(this, request, ...rest);
    if (file.startsWith('/')) appendFileSync(out, `${pathToFileURL(file).href}\n`);
    return file;
  };
}
