/**
 * memory.md under hostile file names (backticks, brackets, stars, line breaks, tabs, backslashes, the ✓ and ✗ that
 * end a reference line, emoji, accents): every reference stays on one line, and its path can be read back exactly
 * by undoing pathOnOneLine (src/session/text.ts). Small by default; SKILL_FUZZ_RUNS soaks it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ref, TaskRecord } from '../../src/gather/types.js';
import type { Plan, Task } from '../../src/plan/types.js';
import { renderMemoryMd } from '../../src/session/memory.js';
import { resolveTime } from '../../src/time/resolve.js';
import { fuzzParams, fuzzTimeout } from '../support/fuzz.js';

const NASTY = [
  '`',
  '``',
  '[',
  ']',
  '(',
  ')',
  '*',
  '**',
  '_',
  '\\',
  '\\n',
  '\n',
  '\r',
  '\t',
  '\u2028',
  '\u0000',
  '\u001b[2J',
  '✓',
  ' ✓',
  ' ✗ (',
  '✗',
  ' ',
  '/',
  '#',
  '|',
  '<',
  '>',
  '😀',
  '👩‍👩‍👧',
  'é',
  'e\u0301',
  '**: ',
  '- ',
  '.md',
];
const piece = fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'grapheme', maxLength: 6 }));
const text = fc.array(piece, { maxLength: 8 }).map((p) => p.join(''));
const path = text.map((t) => `/vault/${t}.md`);

const ref: fc.Arbitrary<Ref> = fc.record(
  { label: text, path, exists: fc.boolean(), detail: text, missing: text },
  { requiredKeys: ['label', 'path', 'exists'] },
);

/** The inverse of pathOnOneLine. */
function unescapePath(shown: string): string {
  return shown.replace(/\\(\\|n|r|t|u([0-9a-f]{4}))/g, (_m, what: string, hex?: string) =>
    hex ? String.fromCharCode(parseInt(hex, 16)) : what === 'n' ? '\n' : what === 'r' ? '\r' : what === 't' ? '\t' : '\\',
  );
}

/** `- **label**: <path> ✓…` or `… ✗ (…)…` → the path as written. */
function pathOfLine(line: string): string {
  const afterLabel = line.indexOf('**: ', 4) + 4;
  const rest = line.slice(afterLabel);
  const status = rest.search(/ (✓|✗ \()/);
  return unescapePath(rest.slice(0, status));
}

function task(over: Partial<Task> & Pick<Task, 'id' | 'kind'>): Task {
  return {
    sub: over.kind === 'fetch' ? 'fetch-calendar' : 'resolve-references',
    entry: over.id,
    title: over.id,
    group: over.id,
    runner: { type: 'builtin', handler: 'x' },
    params: {},
    range: undefined,
    days: undefined,
    basis: undefined,
    dependsOn: [],
    needs: [0],
    texts: [],
    produces: undefined,
    missing: undefined,
    optional: false,
    ...over,
  };
}

function record(id: string, outcome: TaskRecord['outcome']): TaskRecord {
  return { id, startedAt: undefined, endedAt: undefined, startMs: undefined, endMs: undefined, durationMs: undefined, outcome };
}

describe('memory.md under hostile file names (fuzz)', () => {
  it(
    'keeps every reference on one line with its path recoverable',
    () => {
      fc.assert(
        fc.property(fc.array(ref, { maxLength: 6 }), path, text, path, (refs, filePath, fileName, sessionDir) => {
          const plan: Plan = {
            ritual: 'fuzz',
            resolution: resolveTime('2026-11-23', new Date(2026, 10, 22, 12)),
            needs: [
              {
                index: 0,
                text: 'People files',
                line: 3,
                status: 'understood',
                source: 'rules',
                asks: [],
                taskIds: ['people'],
                unexplained: [],
              },
            ],
            tasks: [task({ id: 'calendar', kind: 'fetch', produces: 'calendar.md' }), task({ id: 'people', kind: 'resolve' })],
          };
          const records = [
            record('calendar', {
              status: 'ok',
              summary: 'events',
              files: [{ name: fileName, path: filePath, summary: fileName, preview: [fileName] }],
            }),
            record('people', { status: 'ok', summary: 'people', refs }),
          ];
          const md = renderMemoryMd({
            ritual: 'fuzz',
            sessionDir,
            plan,
            records,
            writeTargets: new Set(refs.slice(0, 1).map((r) => r.path)),
          });
          const lines = md.split('\n');
          expect(lines.some((l) => /[\r\u2028\u2029\u0000\u001b]/.test(l))).toBe(false);
          const vault = lines.slice(lines.indexOf('## Vault Files Available'));
          const refLines = vault.filter((l) => l.startsWith('- **'));
          expect(refLines.map(pathOfLine)).toEqual(refs.map((r) => r.path));
          const fileLine = lines.find((l) => l.startsWith('- **') && lines.indexOf(l) < lines.indexOf('## Vault Files Available'))!;
          expect(pathOfLine(fileLine)).toBe(filePath);
          expect(unescapePath(lines.find((l) => l.startsWith('Session folder: '))!.slice('Session folder: '.length))).toBe(sessionDir);
        }),
        fuzzParams(200),
      );
    },
    fuzzTimeout(200, 5),
  );
});
