import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{DEFAULT_RETENTION,dropKept,inUse,listSessions,liveWrites,pruneSessions,sessionPlaces,shownStatus}from"./chunk-BU22RGJ6.js";import"./chunk-PB2XGVRN.js";import"./chunk-R6TTRR6F.js";import"./chunk-47BKXOBY.js";import"./chunk-IWHQ2YDP.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{DEFAULT_RETENTION,dropKept,inUse,listSessions,liveWrites,pruneSessions,sessionPlaces,shownStatus};
//# sourceMappingURL=retention-ZXLDB6GK.js.map
