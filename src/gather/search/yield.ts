/**
 * Indexing a large vault takes seconds of synchronous work, which would otherwise hold the event loop for all of it:
 * these give timers and signal handlers (a gather task's timeout, Ctrl-C) a turn now and then.
 */
import { InterruptedError } from '../../errors.js';

/** Lets the event loop run once, then tells whether the signal fired. */
export async function aborted(signal: AbortSignal | undefined): Promise<boolean> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  return signal?.aborted === true;
}

export async function pause(signal: AbortSignal | undefined): Promise<void> {
  if (await aborted(signal)) throw new InterruptedError('search indexing interrupted');
}
