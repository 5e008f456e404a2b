/**
 * Turns a ritual's need into a search query. The rule:
 *
 * 1. Words of the need prose (runs of letters and digits), minus stop words ("for", "to", "and") and the filler
 *    words of a search request ("QMD search results for documents related to"), keep their original spelling.
 * 2. Then the words of each context term (meeting titles, project names), minus stop words only: "Search Revamp"
 *    is a project name, not a request. A date in a name ("2026-04-30-hiring-round") is not a word of it.
 * 3. A word already present (ignoring case, accents and plural: "Meetings" = "meeting") is dropped.
 * 4. At most MAX_QUERY_WORDS words are kept, need words first; the result is joined with spaces.
 */
import { wordKey } from './analyze.js';

export const MAX_QUERY_WORDS = 24;

/** Words that describe the act of searching rather than the subject (compared by folded key). */
const FILLER = new Set(
  (
    'qmd search searching result document doc file note related relevant relating regarding about concerning ' +
    'pertaining find finding look looking lookup query vault information info content context thing anything ' +
    'something list matching match mention mentioning referencing include including relate any all some other ' +
    'user today tomorrow yesterday current recent upcoming next last previous day week month quarter year ' +
    // Kinds of context, not subjects: "related to meetings and projects" means the meetings' and projects' names,
    // which come in as context terms.
    'meeting project people person calendar event'
  )
    .split(' ')
    .map(wordKey),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

function words(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.replace(/['’]s$/u, ''));
}

/**
 * Dates written in a name ("2026-04-30-hiring-round", "Diary-20230312", "2026-W48"): their digits are no subject,
 * and as query words they match every note of that day or number.
 */
const NAME_DATE = /(?<![\p{L}\p{N}])(?:\d{4}[-_.]?\d{2}[-_.]?\d{2}|\d{4}-W\d{2}|\d{4}-Q[1-4]|\d{4}-\d{2})(?![\p{L}\p{N}])/gu;

export function buildQuery(parts: { need: string; context: string[] }): string {
  const seen = new Set<string>();
  const out: string[] = [];
  const take = (word: string, skipFiller: boolean): void => {
    const key = wordKey(word);
    if (key === '' || (skipFiller && FILLER.has(key)) || seen.has(key) || out.length >= MAX_QUERY_WORDS) return;
    seen.add(key);
    out.push(word);
  };
  for (const w of words(parts.need)) take(w, true);
  for (const term of parts.context) for (const w of words(term.replace(NAME_DATE, ' '))) take(w, false);
  return out.join(' ');
}
