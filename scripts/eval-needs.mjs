#!/usr/bin/env node
// npm run eval:needs [-- FILE] [--verbose]: how the need reader reads a TSV of need phrasings (the format of
// ../shared/needs/dev.tsv, its default), with the reference scorer's verdicts: correct; wrong (a task it did not ask
// for, or a wrong option or range, claimed as understood); silent-partial (part of what it asked for, claimed as
// understood); honest (nothing, or flagged as not fully understood). Every need is planned offline, as the scorer
// does, for "next monday" from 2026-02-15 10:30 (target Monday 2026-02-16), but all of them in one `skill plan` run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const file = resolve(args.find((a) => !a.startsWith('--')) ?? join(root, '..', 'shared', 'needs', 'dev.tsv'));
if (!existsSync(file)) {
  console.error(`eval:needs: no such file: ${file} (pass a TSV of needs: need <TAB> entries <TAB> options <TAB> ranges)`);
  process.exit(2);
}

export function parseCases(text) {
  return text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [need, exp = '', opts = '', ranges = ''] = l.split('\t');
      return {
        need,
        exp: exp === 'none' ? [] : exp.split(',').filter(Boolean),
        opts: opts.split(',').filter(Boolean),
        ranges: ranges.split(',').filter(Boolean),
      };
    });
}

const cases = parseCases(readFileSync(file, 'utf8'));
const tmp = mkdtempSync(join(tmpdir(), 'eval-needs-'));
try {
  const dir = join(tmp, 'skills', 'eval');
  mkdirSync(dir, { recursive: true });
  // One need per line, written so that the bullet text is the need exactly as in the file.
  writeFileSync(
    join(dir, 'SKILL.md'),
    `---\nname: eval\ndescription: need phrasings\n---\n\n# Eval\n\n## What I Need\n\n${cases.map((c) => `- ${c.need}`).join('\n')}\n\n` +
      '## Talk\n\nAsk:\n- How did it go?\n\n## Save\n\nAppend the answers to Today.md in the vault for this day.\n',
  );
  const env = { ...process.env, SKILL_SESSION_ROOT: join(tmp, 'sessions'), SKILL_CACHE_DIR: join(tmp, 'cache') };
  delete env.ANTHROPIC_API_KEY;
  delete env.ANTHROPIC_BASE_URL;
  const out = execFileSync(
    'node',
    [
      join(root, 'bin/skill'),
      'plan',
      'eval',
      'next monday',
      '--skills',
      join(tmp, 'skills'),
      '--vault',
      join(root, 'fixtures/vault'),
      '--now',
      '2026-02-15T10:30:00',
      '--json',
    ],
    { env, encoding: 'utf8' },
  );
  const plan = JSON.parse(out);
  const counts = { correct: 0, wrong: 0, 'silent-partial': 0, honest: 0 };
  cases.forEach(({ need, exp, opts, ranges }, i) => {
    const n = plan.needs[i];
    const served = plan.tasks.filter((t) => t.needs.includes(i));
    const got = new Set(served.map((t) => t.entry));
    let detailOk = true;
    for (const o of opts) {
      const [k, v] = o.split('=');
      const [entry, key] = k.split('.');
      const val = served.find((t) => t.entry === entry)?.params?.[key];
      if (!(Array.isArray(val) ? val : [val]).includes(v)) detailOk = false;
    }
    for (const r of ranges) {
      const [entry, alts] = r.split('=');
      const have = served.find((t) => t.entry === entry)?.range ?? {};
      if (!alts.split('|').includes(`${have.start}..${have.end}`)) detailOk = false;
    }
    const claimed = n.status === 'understood';
    const same = got.size === exp.length && exp.every((e) => got.has(e));
    const subset = [...got].every((e) => exp.includes(e)) && got.size < exp.length;
    let verdict;
    if (got.size === 0 || !claimed) verdict = exp.length === 0 && got.size === 0 ? 'correct' : 'honest';
    else if (same && detailOk) verdict = 'correct';
    else if (subset && detailOk) verdict = 'silent-partial';
    else verdict = 'wrong';
    counts[verdict]++;
    if (verbose || verdict !== 'correct') {
      const detail = served.map((t) => `${t.entry} ${JSON.stringify(t.params ?? {})} ${t.range?.start}..${t.range?.end}`).join('; ') || '-';
      const unexplained = n.unexplained?.length ? ` unexplained: ${n.unexplained.join(' ')}` : '';
      console.log(
        `${verdict.padEnd(14)} ${JSON.stringify(need)}: [${n.status}]${unexplained} ${detail}; want ${exp.join(',') || 'none'} ${opts.join(',')} ${ranges.join(',')}`,
      );
    }
  });
  console.log(
    `needs: ${counts.correct}/${cases.length} correct, ${counts.wrong} wrong, ${counts['silent-partial']} silently partial, ${counts.honest} honestly not understood`,
  );
  process.exitCode = counts.wrong + counts['silent-partial'] === 0 ? 0 : 1;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
