// 2. Parallelism: a ritual with four needs, each served by a command sub-skill that waits one second. With the
// default concurrency the four run at once and prepare takes about as long as the slowest; with
// `gather: { concurrency: 1 }` they run one after another.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH, BIN, cliEnv, interleave, runNode } from '../lib/proc.mjs';
import { median, ms, ratio, table } from '../lib/stats.mjs';
import { DEFAULT_NOW } from '../gen-vault.mjs';

const TARGET = 1.3;
const WAIT_MS = 1000;
const NEEDS = [
  { name: 'wait-weather', need: 'Weather forecast for the day', phrases: ['weather forecast', 'weather'] },
  { name: 'wait-traffic', need: 'Traffic report for the commute', phrases: ['traffic report', 'traffic'] },
  { name: 'wait-quotes', need: 'Stock quotes of the portfolio', phrases: ['stock quotes', 'quotes'] },
  { name: 'wait-air', need: 'Air quality index for the city', phrases: ['air quality index', 'air quality'] },
];

/** A vault holding only the four sub-skills, the ritual, and a config with the given concurrency (or none). */
export function makeVault(concurrency) {
  const vault = mkdtempSync(join(tmpdir(), 'skill-bench-parallel-'));
  for (const n of NEEDS) {
    const dir = join(vault, '.skill/skills/_sub', n.name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'SKILL.md'),
      `---
name: ${n.name}
description: Waits ${WAIT_MS} ms (parallelism benchmark).
kind: fetch
produces: ${n.name}.md
run: ${JSON.stringify([process.execPath, join(BENCH, 'lib', 'wait.mjs'), String(WAIT_MS)])}
timeout: 30s
serves: ${JSON.stringify(n.phrases)}
---

# ${n.name}
`,
    );
  }
  const ritual = join(vault, '.skill/skills/four-waits');
  mkdirSync(ritual, { recursive: true });
  writeFileSync(
    join(ritual, 'SKILL.md'),
    `---
name: four-waits
description: Four needs, each served by a command that takes a second.
---

# Four Waits

## What I Need

${NEEDS.map((n) => `- ${n.need}`).join('\n')}

## Talk

- Anything else?

## Save

Write the answers to Today.md in the vault for this day.
`,
  );
  if (concurrency !== undefined) writeFileSync(join(vault, '.skill/config.yaml'), `gather:\n  concurrency: ${concurrency}\n`);
  return vault;
}

/** One prepare run: its wall time, and from session.json the slowest task and the span from first start to last end. */
function run(vault, env) {
  const r = runNode([BIN, 'run', 'four-waits', '--vault', vault, '--now', DEFAULT_NOW, '--prepare', '--json'], { env });
  const { session } = JSON.parse(r.stdout);
  const state = JSON.parse(readFileSync(join(session, 'session.json'), 'utf8'));
  const tasks = state.tasks;
  const failed = tasks.filter((t) => t.status !== 'ok');
  if (tasks.length !== NEEDS.length || failed.length > 0)
    throw new Error(`parallelism ritual: ${JSON.stringify(tasks.map((t) => [t.id, t.status, t.error]))}`);
  return {
    ms: r.ms,
    slowest: Math.max(...tasks.map((t) => t.durationMs)),
    span: Math.max(...tasks.map((t) => t.endMs)) - Math.min(...tasks.map((t) => t.startMs)),
  };
}

export async function measureParallel({ reps, log }) {
  const parallel = makeVault(undefined);
  const serial = makeVault(1);
  const sessions = mkdtempSync(join(tmpdir(), 'skill-bench-sessions-'));
  const env = cliEnv({ SKILL_SESSION_ROOT: sessions, SKILL_CACHE_DIR: join(sessions, 'cache') });
  try {
    log(`parallelism: ${reps} runs each of four 1-second sub-skills, concurrency 4 and 1`);
    // The wait itself as a process of its own: what "the slowest one" costs when run alone.
    const alone = interleave(reps, { wait: () => runNode([join(BENCH, 'lib', 'wait.mjs'), String(WAIT_MS)], { rss: false }) });
    const r = interleave(reps, { parallel: () => run(parallel, env), serial: () => run(serial, env) });
    const row = (label, xs) => {
      const wall = median(xs.map((x) => x.ms));
      const slowest = median(xs.map((x) => x.slowest));
      const span = median(xs.map((x) => x.span));
      return [label, ms(slowest), ms(span), ms(wall), `**${ratio(wall, slowest)}**`];
    };
    const p = median(r.parallel.map((x) => x.ms)) / median(r.parallel.map((x) => x.slowest));
    return {
      raw: { alone, ...r },
      met: p <= TARGET,
      ratio: p,
      spanRatio: median(r.parallel.map((x) => x.span)) / median(r.parallel.map((x) => x.slowest)),
      serialRatio: median(r.serial.map((x) => x.ms)) / median(r.serial.map((x) => x.slowest)),
      aloneMs: median(alone.wait.map((x) => x.ms)),
      table: table(
        [
          'gather concurrency',
          'slowest task',
          'first start → last end',
          'prepare, whole process',
          `prepare ÷ slowest (target ≤ ${TARGET}× at 4)`,
        ],
        [row('4 (default)', r.parallel), row('1 (`gather: { concurrency: 1 }`)', r.serial)],
      ),
    };
  } finally {
    for (const d of [parallel, serial, sessions]) rmSync(d, { recursive: true, force: true });
  }
}
