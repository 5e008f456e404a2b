// Every fixture calendar against the oracle, with the process in America/Los_Angeles (each test file runs in its own process).
process.env.TZ = 'America/Los_Angeles';

import { describe } from 'vitest';
import { compareWithOracle } from '../../support/calendar-oracle.js';

describe('fixture calendars read in America/Los_Angeles agree with python-recurring-ical-events', () => {
  compareWithOracle('America/Los_Angeles');
});
