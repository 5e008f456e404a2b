/**
 * Which code runs a task: built-in handlers by name, command sub-skills, prose sub-skills. The registry is built per
 * run so tests and future engines can add to it.
 */
import type { Task } from '../plan/types.js';
import type { Handler } from '../gather/types.js';
import type { ProseDeps } from '../gather/prose-skill.js';
import { referencesHandler } from '../gather/references/resolve.js';
import { tasksHandler } from '../gather/tasks/handler.js';
import { notesHandler } from '../gather/notes/handler.js';
import { meetingsHandler } from '../gather/meetings/handler.js';
import { vaultViews, type VaultViews } from '../gather/vault-view.js';
import { calendarHandler } from '../gather/calendar/handler.js';
import { commandSkillHandler } from '../gather/command-skill.js';
import { RunFailure } from '../errors.js';
import type { Tool } from '../model/index.js';
import type { Engine } from './engine.js';
import { searchHandler } from '../gather/search/handler.js';
import type { SearchEngine as VaultSearch } from '../gather/search/types.js';
import type { VaultScan } from '../gather/search/scan.js';

export interface HandlerRegistry {
  builtin: Record<string, Handler>;
  command?: Handler;
  prose?: Handler;
}

export interface RegistryDeps {
  engine?: Engine | undefined;
  /** The run's vault search, opened on first use. */
  search?: (() => Promise<VaultSearch>) | undefined;
  maxSearchResults?: number;
  /** The run's one scan of the vault (walk and stat), shared by the search and the vault profile. */
  scan?: (() => Promise<VaultScan>) | undefined;
  /** Read-only tools for prose sub-skills, bound to a session folder. */
  readTools?: (sessionDir: string) => Tool[];
  /** The run's views of the vault, when the run made them before the registry (the vault's terms read the notes). */
  views?: VaultViews;
}

export function defaultRegistry(deps: RegistryDeps = {}): HandlerRegistry {
  const { engine, readTools, search } = deps;
  // One view of the vault per run: the file list and the notes read once, whichever handlers need them.
  const views = deps.views ?? vaultViews(deps.scan);
  return {
    builtin: {
      references: referencesHandler(views),
      tasks: tasksHandler(views),
      notes: notesHandler(views),
      meetings: meetingsHandler(views),
      calendar: calendarHandler,
      ...(search ? { search: searchHandler(search, deps.maxSearchResults ?? 8) } : {}),
    },
    command: commandSkillHandler,
    ...(engine && readTools ? { prose: lazyProse({ ...engine, tools: readTools }) } : {}),
  };
}

/** The prose handler, loaded on first use: it brings the model layer, which runs without prose sub-skills never need. */
function lazyProse(deps: ProseDeps): Handler {
  let handler: Promise<Handler> | undefined;
  return async (input) => (await (handler ??= import('../gather/prose-skill.js').then((m) => m.proseSkillHandler(deps))))(input);
}

export function handlerFor(registry: HandlerRegistry): (task: Task) => Handler {
  return (task) => {
    const runner = task.runner;
    const handler =
      runner.type === 'builtin' ? registry.builtin[runner.handler] : runner.type === 'command' ? registry.command : registry.prose;
    if (handler) return handler;
    const what =
      runner.type === 'builtin'
        ? `built-in handler "${runner.handler}"`
        : runner.type === 'prose'
          ? 'prose sub-skills (they need Claude: set ANTHROPIC_API_KEY)'
          : 'command sub-skills';
    return async () => {
      throw new RunFailure(`${task.sub}: ${what} not available in this run`);
    };
  };
}
