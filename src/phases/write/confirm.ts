/**
 * Asks, note by note, whether to apply a staged change. The question is put through an injected `ask` (readline
 * on a terminal, a script in tests); the end of input means quit, so a closed stdin never writes anything.
 */
import type { Output } from '../../io/io.js';
import type { LinkResolver } from '../../gather/references/link-resolver.js';
import { renderDiff, visible } from './diff.js';
import type { StagedChange } from './stage.js';

export type Decision = 'apply' | 'skip';

export interface ConfirmResult {
  /** One per change, in order. */
  decisions: Decision[];
  /** The user answered q (or input ended, or gave up on invalid answers): later changes were skipped unasked. */
  quit: boolean;
  /** Input ended before every change was answered. */
  ended: boolean;
}

export interface ConfirmOptions {
  /** Asks a question, resolves to the answer, or null at the end of input. */
  ask: (question: string) => Promise<string | null>;
  out: Pick<Output, 'write'>;
  colour: boolean;
  context?: number;
  /** Flags new links that lead to no note (diff.ts). */
  links?: LinkResolver;
  /**
   * Answers that are not y/n/a/q before giving up (MAX_INVALID_ANSWERS). Without a terminal it is 1: nobody can
   * correct a script's line, and reading on would take the lines meant for later questions.
   */
  maxInvalid?: number;
}

/** After this many answers in a row that are not y/n/a/q we stop asking and treat it as quit. */
export const MAX_INVALID_ANSWERS = 10;

type Answer = 'yes' | 'no' | 'all' | 'quit' | 'ended';

function parseAnswer(raw: string): Answer | undefined {
  switch (raw.trim().toLowerCase()) {
    case 'y':
    case 'yes':
      return 'yes';
    case 'n':
    case 'no':
      return 'no';
    case 'a':
    case 'all':
      return 'all';
    case 'q':
    case 'quit':
      return 'quit';
    default:
      return undefined;
  }
}

async function askUntilValid(question: string, options: ConfirmOptions): Promise<Answer> {
  const most = options.maxInvalid ?? MAX_INVALID_ANSWERS;
  for (let tries = 0; tries < most; tries++) {
    const raw = await options.ask(question);
    if (raw === null) return 'ended';
    const answer = parseAnswer(raw);
    if (answer) return answer;
    if (most === 1) {
      options.out.write(`${JSON.stringify(raw.trim())} is not y, n, a or q: nothing more will be applied.\n`);
      return 'quit';
    }
    options.out.write('Please answer y (apply), n (skip), a (apply this and all the rest) or q (skip this and all the rest).\n');
  }
  options.out.write('No valid answer; nothing more will be applied.\n');
  return 'quit';
}

export async function confirmChanges(changes: readonly StagedChange[], options: ConfirmOptions): Promise<ConfirmResult> {
  const decisions: Decision[] = [];
  let mode: 'ask' | 'all' | 'quit' = 'ask';
  let ended = false;
  for (const change of changes) {
    if (mode === 'quit') {
      decisions.push('skip');
      continue;
    }
    const diffOptions = {
      colour: options.colour,
      ...(options.context === undefined ? {} : { context: options.context }),
      ...(options.links ? { links: options.links } : {}),
    };
    options.out.write(renderDiff(change, diffOptions));
    if (change.after === (change.before ?? '') && change.before !== null) {
      decisions.push('skip'); // nothing to apply: do not ask
      continue;
    }
    if (mode === 'ask') {
      const answer = await askUntilValid(`Apply changes to ${visible(change.relative)}? [y]es / [n]o / [a]ll / [q]uit `, options);
      if (answer === 'all') mode = 'all';
      else if (answer === 'quit' || answer === 'ended') {
        mode = 'quit';
        ended = answer === 'ended';
      } else {
        decisions.push(answer === 'yes' ? 'apply' : 'skip');
        continue;
      }
    }
    decisions.push(mode === 'all' ? 'apply' : 'skip');
  }
  return { decisions, quit: mode === 'quit', ended };
}
