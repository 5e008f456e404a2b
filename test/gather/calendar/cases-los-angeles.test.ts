// Every calendar case docs/calendars.md promises, as calendar.md shows it with the process in America/Los_Angeles (expectations
// computed by hand in test/support/calendar-cases.ts; each test file runs in its own process).
process.env.TZ = 'America/Los_Angeles';

import { describeCases } from '../../support/calendar-cases.js';

describeCases('America/Los_Angeles');
