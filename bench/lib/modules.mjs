// Preloaded with `node --import <this file>` to see what a command imports: registers a resolve hook (which runs on
// the loader thread) that appends every resolved module URL to $BENCH_MODULES_OUT. It sees the ESM import graph and
// the packages our code imports; a CommonJS package's own require() calls are not seen (Node 20 hooks do not cover
// them), so a package counts once, where our code imports it.
import { register } from 'node:module';

const out = process.env.BENCH_MODULES_OUT;
if (out) {
  delete process.env.BENCH_MODULES_OUT;
  register('./modules-hook.mjs', import.meta.url, { data: { out } });
}
