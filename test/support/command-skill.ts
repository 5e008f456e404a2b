/**
 * A command sub-skill and a ritual that needs it, written into a vault: `fetch-weather` runs `run` (a JSON list:
 * program and arguments) and its output becomes weather.md; `morning-walk` needs the weather and the calendar and
 * appends its decision to Today.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function addWeather(vault: string, run: string): void {
  const sub = join(vault, '.skill/skills/_sub/fetch-weather');
  mkdirSync(sub, { recursive: true });
  writeFileSync(
    join(sub, 'SKILL.md'),
    `---
name: fetch-weather
description: The weather forecast for a day, from a command.
kind: fetch
produces: weather.md
run: ${run}
timeout: 5s
serves:
  - weather
  - forecast
---

# Fetch Weather
`,
  );
  const ritual = join(vault, '.skill/skills/morning-walk');
  mkdirSync(ritual, { recursive: true });
  writeFileSync(
    join(ritual, 'SKILL.md'),
    `---
name: morning-walk
description: Decide whether to walk to work.
---

# Morning Walk

## What I Need

- Weather forecast for the day
- Calendar events for the day

## Decide

- Is there time for a walk before the first meeting?

## Save

Append the decision to Today.md in the vault for this day.
`,
  );
}
