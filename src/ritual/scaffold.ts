/**
 * `skill new`: a ritual to start from, with short guidance as HTML comments (which the parser ignores). The result
 * passes `skill check` with every need understood and runs offline as it is.
 */
import { nameProblem } from './parse.js';

export function scaffoldRitual(name: string, description?: string): string {
  const title = name
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
  const desc = description?.trim() || `What ${name} is for, in one sentence, and when to run it.`;
  return `---
name: ${name}
description: ${JSON.stringify(desc)}
argument-hint: "[when: today|tomorrow|YYYY-MM-DD]"
---

# ${title}

<!-- A sentence or two on the purpose of this ritual. Claude reads it as context for the whole run. -->

## What I Need

<!-- One need per bullet: the thing first, then which and when ("for the day", "for the week",
     "prior week's", "workdays"). \`skill check ${name}\` shows how each one is understood;
     docs/writing-rituals.md lists the phrasing that works. -->
- Calendar events for the day
- Today.md file for this day (may not exist yet)
- User's directives and preferences

## Conversation

<!-- The inline phase. With Claude, this prose guides the conversation. Offline, every bullet or
     sentence ending in "?" is asked in turn and the answers are written by the next section. -->
Greet the user by their preferred name and say which day this is about.

- What matters most today?
- What could get in the way, and what will you do about it?

## Save

<!-- The write phase: name the note and skill resolves the path. Say "replacing" to replace the
     note; otherwise the outcome is appended. Every change is shown as a diff first. -->
Append the answers to Today.md in the vault for this day.
`;
}

export function checkNewName(name: string): string | undefined {
  return nameProblem(name);
}
