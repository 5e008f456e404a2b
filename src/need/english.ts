/**
 * English grammar words: the closed classes a need is built with. They carry structure, not content, so the reader
 * accounts for them without a catalogue; what a need asks for must come from the catalogue's vocabulary. Negations
 * are deliberately absent: "projects not mentioned" must never read as "projects mentioned".
 */

export const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'this',
  'that',
  'these',
  'those',
  'each',
  'every',
  'any',
  'all',
  'some',
  'both',
  'either',
  'my',
  'our',
  'your',
  'their',
  'his',
  'her',
  'its',
  'whose',
  'such',
  'other',
  'another',
  'same',
  'own',
  'many',
  'much',
  'more',
  'most',
  'several',
  'various',
  'certain',
  'which',
  'what',
  'whatever',
  'whichever',
]);

/** Subject pronouns start a clause that describes the thing: "goals I set", "people we met". */
export const SUBJECTS = new Set([
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  "i'm",
  "i'll",
  "i've",
  "i'd",
  "we're",
  "we'll",
  "we've",
  "you're",
  "they're",
]);

const PRONOUNS = new Set([
  ...SUBJECTS,
  'me',
  'us',
  'them',
  'him',
  'it',
  'myself',
  'ourselves',
  'yourself',
  'themselves',
  'mine',
  'ours',
  'yours',
  'theirs',
  'one',
  'ones',
  "it's",
  "that's",
  "there's",
]);

export const PREPOSITIONS = new Set([
  'for',
  'from',
  'in',
  'on',
  'of',
  'about',
  'with',
  'to',
  'at',
  'by',
  'during',
  'within',
  'across',
  'over',
  'through',
  'throughout',
  'since',
  'until',
  'till',
  'between',
  'into',
  'onto',
  'behind',
  'around',
  'under',
  'after',
  'before',
  'per',
  'among',
  'amongst',
  'via',
  'beyond',
  'toward',
  'towards',
  'upon',
  'inside',
  'including',
  'like',
  'near',
  'along',
  'up',
  'out',
  'off',
  'as',
  'than',
  'against',
  'covering',
  'spanning',
]);

/** Words that begin a qualifier after the thing: "notes related to", "projects regarding". */
export const LINKERS = new Set([
  'related',
  'relevant',
  'regarding',
  'concerning',
  'connected',
  'relating',
  'pertaining',
  'linked',
  'tied',
  'associated',
]);

const RELATIVES = new Set(['that', 'which', 'who', 'whom', 'whose', 'where', 'when', 'whenever', 'wherever', 'what', 'whatever']);

export const CONJUNCTIONS = new Set(['and', 'or', 'plus', 'nor', 'and/or']);

/** Multi-word conjunctions, as sequences of folded words. */
export const CONJUNCTION_PHRASES: readonly (readonly string[])[] = [
  ['as', 'well', 'as'],
  ['along', 'with'],
  ['together', 'with'],
  ['in', 'addition', 'to'],
  ['and', 'also'],
  ['and', 'then'],
];

export const AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'am',
  'will',
  'would',
  'shall',
  'should',
  'can',
  'could',
  'may',
  'might',
  'must',
  'do',
  'does',
  'did',
  'has',
  'had',
  'have',
  "'ll",
  "'m",
  "'re",
  "'ve",
  "'d",
  'gonna',
]);

/** Modal verbs: a parenthesis or clause starting with one is a remark ("(may not exist yet)", "(may need archiving)"). */
export const MODALS = new Set(['may', 'might', 'could', 'should', 'would', 'can', 'will', 'must']);

/** Conditions: "if available", "if re-reviewing", "when present", "unless empty". */
export const CONDITIONS = new Set(['if', 'unless', 'whenever', 'provided', 'assuming', 'whether']);

const ADVERBS = new Set([
  'also',
  'just',
  'only',
  'still',
  'already',
  'yet',
  'so',
  'too',
  'very',
  'really',
  'even',
  'then',
  'there',
  'here',
  'how',
  'why',
  'whether',
  'ever',
  'again',
  'especially',
  'particularly',
  'mainly',
  'mostly',
  'primarily',
  'etc',
  'e.g',
  'eg',
  'i.e',
  'ie',
  'please',
  'now',
  'currently',
  'both',
  'well',
  'either',
  'else',
  'instead',
  'otherwise',
]);

export const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'without',
  'except',
  'excluding',
  'exclude',
  'excludes',
  'none',
  'neither',
  'nor',
  "don't",
  "doesn't",
  "didn't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "haven't",
  "hasn't",
  "hadn't",
  "won't",
  "wouldn't",
  "can't",
  'cannot',
  "couldn't",
  "shouldn't",
  'other',
  'besides',
  'but',
  'exception',
  'excepting',
]);

/** "earlier notes", "past notes": before a container word they say only that notes are from before. */
export const EARLIER = new Set(['earlier', 'past', 'previous', 'prior', 'older', 'old', 'existing', 'former']);

/** Grammar words that are not content: everything above but negations (and "other", which restricts). */
export function isGrammarWord(norm: string): boolean {
  if (NEGATIONS.has(norm) && norm !== 'but') return false;
  return (
    DETERMINERS.has(norm) ||
    PRONOUNS.has(norm) ||
    PREPOSITIONS.has(norm) ||
    RELATIVES.has(norm) ||
    CONJUNCTIONS.has(norm) ||
    AUXILIARIES.has(norm) ||
    ADVERBS.has(norm) ||
    LINKERS.has(norm) ||
    CONDITIONS.has(norm)
  );
}

/** Words that begin a qualifier when they follow the thing named. */
export function startsQualifier(norm: string): boolean {
  return PREPOSITIONS.has(norm) || RELATIVES.has(norm) || SUBJECTS.has(norm) || LINKERS.has(norm) || CONDITIONS.has(norm);
}

/** Words after a name that make it a folder's name: "the Projects folder" is a folder, not the projects. */
export const FOLDER_WORDS = new Set(['folder', 'directory', 'dir']);
