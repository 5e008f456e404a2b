/** A task's parameters as the handlers read them: fixed `params:` are strings, option values lists. */
import type { TaskInput } from './types.js';

/** Every value of a parameter (none when absent). */
export function paramList(input: TaskInput, name: string): string[] {
  const v = input.task.params[name];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

/** The first value of a parameter. */
export function param(input: TaskInput, name: string): string | undefined {
  return paramList(input, name)[0];
}
