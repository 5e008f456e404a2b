import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
var COMMAND_FORMATS=["ekctl-json","ics","tsv"],DEFAULT_NOT_PEOPLE=["*@calendar.google.com","*.calendar.google.com","*@virtual","noreply@*","no-reply@*","donotreply@*","do-not-reply@*"],DEFAULT_ONE_ON_ONE_PATTERNS=["1:1","1-1","1on1","one on one","one-on-one"];export{COMMAND_FORMATS,DEFAULT_NOT_PEOPLE,DEFAULT_ONE_ON_ONE_PATTERNS};
//# sourceMappingURL=chunk-RP26ZTDF.js.map
