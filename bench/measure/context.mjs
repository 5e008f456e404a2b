// 5. Context economy: the first request of the inline phase, as the real CLI sends it (ANTHROPIC_BASE_URL pointed at
// a local stub that records it), against a naive request that also inlines every file memory.md lists (✓ vault files
// and session files). Tokens are estimated as characters / 4 of the JSON of system, messages and tools — the same
// estimate the test suite's stub answers count_tokens with; the ratio is what matters, not the absolute count.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { estimateTokens, startStub } from '../lib/anthropic-stub.mjs';
import { BIN, cliEnv, runNodeAsync } from '../lib/proc.mjs';
import { count, table } from '../lib/stats.mjs';
import { ensureVault } from '../lib/vaults.mjs';
import { DEFAULT_NOW } from '../gen-vault.mjs';

const TARGET = 0.3;
const RITUALS = [
  ['planning-daily', 'today'],
  ['weekly-review', 'last week'],
];

/** Absolute paths memory.md marks as there (✓): vault files and session files. */
export function listedFiles(memory) {
  return [...new Set([...memory.matchAll(/(\/[^\n]*?) ✓/g)].map((m) => m[1]))];
}

export async function measureContext({ notes, log }) {
  const vault = ensureVault(notes, log);
  const rows = [];
  const ratios = [];
  let met = true;
  for (const [ritual, when] of RITUALS) {
    const stub = await startStub();
    const root = mkdtempSync(join(tmpdir(), 'skill-bench-context-'));
    try {
      log(`context economy: ${ritual} ${when} on ${count(notes)} notes, through a local Messages API stub`);
      const env = cliEnv({
        SKILL_SESSION_ROOT: join(root, 'sessions'),
        SKILL_CACHE_DIR: join(root, 'cache'),
        ANTHROPIC_API_KEY: 'bench-not-a-key',
        ANTHROPIC_BASE_URL: stub.url,
      });
      // The stub never calls a write tool, so the write phase ends in a failure (exit 1): only the first request matters.
      const r = await runNodeAsync([BIN, 'run', ritual, ...when.split(' '), '--vault', vault.path, '--now', DEFAULT_NOW], { env });
      // Sessions sit in one folder per vault under the session root.
      const sessions = join(root, 'sessions');
      const [session] = readdirSync(sessions).flatMap((v) =>
        readdirSync(join(sessions, v))
          .filter((d) => d.startsWith(`skill-${ritual}-`))
          .map((d) => join(sessions, v, d)),
      );
      if (!session) throw new Error(`${ritual}: no session (exit ${r.status}): ${r.stderr}`);
      // The inline phase's first request is the first one whose system prompt carries memory.md.
      const first = stub.requests.find((b) => JSON.stringify(b.system ?? '').includes('# memory.md'));
      if (!first) throw new Error(`${ritual}: no inline-phase request among ${stub.requests.length}`);
      const files = listedFiles(readFileSync(join(session, 'memory.md'), 'utf8')).filter((p) => existsSync(p));
      const inlined = files.map((p) => ({ type: 'text', text: `<file path="${p}">\n${readFileSync(p, 'utf8')}\n</file>` }));
      const system = Array.isArray(first.system) ? first.system : [{ type: 'text', text: String(first.system ?? '') }];
      const naive = { ...first, system: [...system, ...inlined] };
      const real = estimateTokens(first);
      const all = estimateTokens(naive);
      if (real / all > TARGET) met = false;
      ratios.push(real / all);
      const vaultFiles = files.filter((p) => p.startsWith(vault.path)).length;
      rows.push([
        `${ritual} (${when})`,
        count(real),
        `${count(all)} (${vaultFiles} vault + ${files.length - vaultFiles} session files)`,
        `**${(real / all).toFixed(2)}×**`,
        String(stub.requests.length),
      ]);
    } finally {
      await stub.close();
      rmSync(root, { recursive: true, force: true });
    }
  }
  return {
    met,
    ratios,
    table: table(
      [
        'ritual',
        'first inline request (tokens)',
        'naive: every listed file inlined (tokens)',
        `ratio (target ≤ ${TARGET}×)`,
        'requests in the whole run',
      ],
      rows,
    ),
  };
}
