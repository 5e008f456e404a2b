/**
 * The yaml package, loaded on first use. A warm run reads its rituals, sub-skills and config from the parse cache
 * (src/cache/parse-cache.ts) and note frontmatter through the flat fast path or the frontmatter cache, so it never
 * needs a YAML parser; loading one costs about a tenth of starting Node (docs/performance.md). It is a synchronous
 * require (the parsers that need it are synchronous), as for chrono-node in src/time/resolve.ts.
 */
import { createRequire } from 'node:module';

type Yaml = typeof import('yaml');

let lib: Yaml | undefined;

export function yamlLib(): Yaml {
  return (lib ??= createRequire(import.meta.url)('yaml') as Yaml);
}
