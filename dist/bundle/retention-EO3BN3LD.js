import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{DEFAULT_RETENTION,dropKept,inUse,listSessions,liveWrites,pruneSessions,sessionPlaces,shownStatus}from"./chunk-5PVEFXNA.js";import"./chunk-RYLXWJLQ.js";import"./chunk-R6TTRR6F.js";import"./chunk-47BKXOBY.js";import"./chunk-IWHQ2YDP.js";import"./chunk-FHTSSFIC.js";import"./chunk-KMUTHGHG.js";export{DEFAULT_RETENTION,dropKept,inUse,listSessions,liveWrites,pruneSessions,sessionPlaces,shownStatus};
//# sourceMappingURL=retention-EO3BN3LD.js.map
