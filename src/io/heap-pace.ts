/**
 * How far V8 lets the JS heap grow between full garbage collections while a pass reads every note of a vault (a
 * first run: the terms and the profile's marks, then the search index). Such a pass leaves garbage behind at every
 * note, and on a machine with more than 2 GB of memory V8 lets the old generation grow to up to four times what the
 * last full collection found live before it collects again (its heap controller's growing factor): at 100,000 notes
 * a first run's heap grew to 200-300 MB over 50-90 MB live, most of its peak of memory (docs/performance.md, issue
 * 25). From such a pass on, the heap grows by at most PASS_GROWING_PERCENT between full collections. A warm run
 * reads no such pass and is never paced.
 */
import { setFlagsFromString } from 'node:v8';

/**
 * The heap's growth between full collections, in percent of what was live. Measured on a first run at 100,000 notes
 * (2 runs each, --trace-gc): 30% peaked at 307-312 MB RSS with 13-14 full collections (150-170 ms of pauses), 15% at
 * 276-286 MB with 20-21 (250-294 ms); main without pacing at 356 MB with 12 (119 ms). The pauses added are small
 * beside reading the notes (some 15 s).
 */
const PASS_GROWING_PERCENT = 15;

let paced = false;

/**
 * Runs `pass` with the heap paced, and keeps it paced for the rest of the process: V8 reads the flag each time it
 * sets the next collection's limit (after each full collection; Node starts V8 with its flags left unfrozen for
 * v8.setFlagsFromString, and the test checks the effect), and a limit set between two passes of a first run
 * (the terms, then the index) with its own factor let the second pass's garbage grow the heap to four times what
 * was live again.
 */
export function withPacedHeap<T>(pass: () => Promise<T>): Promise<T> {
  if (!paced) setFlagsFromString(`--heap-growing-percent=${PASS_GROWING_PERCENT}`);
  paced = true;
  return pass();
}
