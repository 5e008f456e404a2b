/**
 * Temp folders removed after each test, even when it fails or leaves read-only folders behind. One mechanism for
 * the whole suite: this is tmp.ts's tempDir, kept under the name the write-safety tests use.
 */
import { tempDir } from './tmp.js';

/** Call at the top of a test file; returns a maker of fresh real-path temp folders. */
export function useTempDirs(): (prefix?: string) => string {
  return tempDir;
}
