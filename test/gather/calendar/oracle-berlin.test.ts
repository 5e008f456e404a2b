// Every fixture calendar against the oracle, with the process in Europe/Berlin (each test file runs in its own process).
process.env.TZ = 'Europe/Berlin';

import { describe } from 'vitest';
import { compareWithOracle } from '../../support/calendar-oracle.js';

describe('fixture calendars read in Europe/Berlin agree with python-recurring-ical-events', () => {
  compareWithOracle('Europe/Berlin');
});
