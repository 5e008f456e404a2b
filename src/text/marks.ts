/**
 * The marks every rendering of what was found uses (memory.md, `skill sessions show`, the gather progress, the need
 * readings): ✓ found, ✗ missing or failed, ⚠ partly. One rule, here, so a partial result can never read as a ✓ in
 * one place and a ⚠ in another. Pure.
 */

export const MARK = { found: '✓', missing: '✗', partly: '⚠' } as const;

export type Mark = (typeof MARK)[keyof typeof MARK];

/** A vault note a task looked for: there (✓) or not (✗). */
export function refMark(ref: { exists: boolean }): Mark {
  return ref.exists ? MARK.found : MARK.missing;
}

/** What a gather task's outcome earned, as recorded in session.json or returned by its handler. */
export interface MarkedOutcome {
  status: string;
  refs?: readonly { exists: boolean }[] | undefined;
  warnings?: readonly string[] | undefined;
}

/**
 * ✗ when the task failed or found none of the notes it looked for; ⚠ when it found some of them, or finished with a
 * warning (a source unavailable); ✓ when it found all of them (or had none to look for) without a warning.
 */
export function outcomeMark(outcome: MarkedOutcome): Mark {
  if (outcome.status !== 'ok') return MARK.missing;
  const refs = outcome.refs ?? [];
  const found = refs.filter((r) => r.exists).length;
  if (refs.length > 0 && found === 0) return MARK.missing;
  if (found < refs.length || (outcome.warnings?.length ?? 0) > 0) return MARK.partly;
  return MARK.found;
}
