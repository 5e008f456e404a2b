/**
 * `$ARGUMENTS` in a ritual's prose, as in a Claude Code command file: the time words the person gave (`skill run
 * planning-daily next monday` → "next monday"; "today" when none). Replaced in the preamble and every section but
 * "What I Need": needs are read against the run's time already, and a time word put into one would be read a second
 * time. Pure.
 */
import type { Ritual } from './types.js';

const PLACEHOLDER = /\$ARGUMENTS\b/g;
const HAS_PLACEHOLDER = /\$ARGUMENTS\b/;

export function withArguments(ritual: Ritual, words: string): Ritual {
  const fill = (text: string) => text.replace(PLACEHOLDER, () => words);
  const touched = HAS_PLACEHOLDER.test(ritual.preamble) || ritual.sections.some((s) => s.phase !== 'needs' && HAS_PLACEHOLDER.test(s.body));
  if (!touched) return ritual;
  return {
    ...ritual,
    preamble: fill(ritual.preamble),
    sections: ritual.sections.map((s) => (s.phase === 'needs' ? s : { ...s, body: fill(s.body) })),
  };
}
