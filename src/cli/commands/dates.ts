import type { Io } from '../../io/io.js';
import { printResult } from '../json.js';
import { userDateOrder } from '../../vault/locate.js';
import { parseNow, renderDatesMd, resolveTime, describeTarget, RESOLUTION_KEYS } from '../../time/index.js';

export interface DatesOptions {
  now?: string;
  json?: boolean;
}

export function handleDates(io: Io, when: string[], opts: DatesOptions): void {
  const now = opts.now === undefined ? new Date() : parseNow(opts.now);
  const resolution = resolveTime(when.join(' '), now, { dateOrder: userDateOrder(io.env) });
  if (opts.json) {
    printResult(io.stdout, Object.fromEntries(RESOLUTION_KEYS.map((k) => [k, resolution[k]])));
    return;
  }
  io.stdout.write(`# ${describeTarget(resolution)}\n${renderDatesMd(resolution)}`);
}
