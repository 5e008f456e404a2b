/** Shared pieces for the calendar tests: fixture paths, the sample vault owner, temp dirs, source builders. */
import { existsSync, watch } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CalendarSource } from '../../src/gather/calendar/index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const CALENDAR_DIR = join(ROOT, 'fixtures', 'vault', '.skill', 'calendars');
export const WORK_ICS = join(CALENDAR_DIR, 'work.ics');
export const PERSONAL_ICS = join(CALENDAR_DIR, 'personal.ics');
const FIXTURE_BIN = join(ROOT, 'fixtures', 'bin');
/** PATH that finds the fixture programs by name, then node itself. */
export const FIXTURE_PATH = `${FIXTURE_BIN}:${process.env.PATH ?? ''}`;

export const PATTERNS = ['1:1', '1-1', '1on1', 'one on one', 'one-on-one'];
export const ALEX = { names: ['Alex Morgan'], emails: ['alex@example.com'] };
export const NOBODY = { names: [], emails: [] };

export function icsSource(path = CALENDAR_DIR, name = 'calendars'): CalendarSource {
  return { type: 'ics', name, path };
}

export function commandSource(
  name: string,
  command: string[],
  format: 'ekctl-json' | 'ics' | 'tsv',
  limits: { timeoutMs?: number; maxBytes?: number } = {},
): CalendarSource {
  return { type: 'command', name, command, format, timeoutMs: limits.timeoutMs ?? 10_000, maxBytes: limits.maxBytes ?? 5 * 1024 * 1024 };
}

/** Resolves once `file` exists: watches its folder instead of polling with sleeps. */
export function whenFileExists(file: string): Promise<void> {
  return new Promise((resolvePromise) => {
    const watcher = watch(dirname(file), () => {
      if (existsSync(file)) {
        watcher.close();
        resolvePromise();
      }
    });
    if (existsSync(file)) {
      watcher.close();
      resolvePromise();
    }
  });
}

/** Whether a process id is alive (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
