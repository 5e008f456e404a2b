// Every calendar case docs/calendars.md promises, as calendar.md shows it with the process in Europe/Berlin (expectations
// computed by hand in test/support/calendar-cases.ts; each test file runs in its own process).
process.env.TZ = 'Europe/Berlin';

import { describeCases } from '../../support/calendar-cases.js';

describeCases('Europe/Berlin');
