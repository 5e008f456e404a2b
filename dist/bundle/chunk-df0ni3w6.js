'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightDatesCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-n1er33fv.js');
var lightDatesCompleteRitualsCompleteSessionsRun = require('./chunk-dbnlzxu9.js');
var lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-gab3dugr.js');

function renderDatesMd(r){return `${lightDatesCompleteRitualsCompleteSessionsEarlyScanRun.resolutionEntries(r).map(([key,value])=>`${key}: ${yamlScalar(value)}`).join(`
`)}
`}function ignoredTimeNote(r){return r.ignored_time===void 0?void 0:`the time of day "${r.ignored_time}" is ignored: rituals work on whole days`}function yamlScalar(value){return /^[A-Za-z0-9][A-Za-z0-9 _.,+\-:/]*$/.test(value)&&!/: |:$| #/.test(value)?value:JSON.stringify(value)}function formatLongDate(iso){let p=lightDatesCompleteRitualsCompleteSessionsRun.parseDate(iso);return `${lightDatesCompleteRitualsCompleteSessionsRun.weekdayName(iso)}, ${lightDatesCompleteRitualsCompleteSessionsRun.MONTH_NAMES[p.month-1]} ${p.day}, ${p.year}`}function monthDay(iso){let p=lightDatesCompleteRitualsCompleteSessionsRun.parseDate(iso);return `${lightDatesCompleteRitualsCompleteSessionsRun.MONTH_NAMES[p.month-1]} ${p.day}`}function describeTarget(r){let s=lightDatesCompleteRitualsCompleteSessionsRun.parseDate(r.start),e=lightDatesCompleteRitualsCompleteSessionsRun.parseDate(r.end);switch(r.target_scope){case "day":return formatLongDate(r.target_date);case "week":{let span=s.month===e.month?`${monthDay(r.start)}\u2013${e.day}`:`${monthDay(r.start)} \u2013 ${monthDay(r.end)}`,year=s.year===e.year?`${s.year}`:`${s.year}/${e.year}`;return `the week of ${span}, ${year} (${r.week})`}case "month":return `${lightDatesCompleteRitualsCompleteSessionsRun.MONTH_NAMES[s.month-1]} ${s.year}`;case "quarter":return `Q${Math.floor((s.month-1)/3)+1} ${s.year} (${monthDay(r.start)} \u2013 ${monthDay(r.end)})`;case "year":return `the year ${s.year}`;case "days":{let weekend=lightDatesCompleteRitualsCompleteSessionsRun.isoWeekday(r.start)===6&&lightDatesCompleteRitualsCompleteSessionsRun.daysBetween(r.start,r.end)===1,span=s.month===e.month?`${monthDay(r.start)}\u2013${e.day}`:`${monthDay(r.start)} \u2013 ${monthDay(r.end)}`,year=s.year===e.year?`${s.year}`:`${s.year}/${e.year}`;return weekend?`the weekend of ${span}, ${year}`:`the ${lightDatesCompleteRitualsCompleteSessionsRun.daysBetween(r.start,r.end)+1} days ${span}, ${year}`}}}function targetLabel(r){let s=lightDatesCompleteRitualsCompleteSessionsRun.parseDate(r.start);switch(r.target_scope){case "day":return r.target_date;case "week":return r.week;case "month":return r.start.slice(0,7);case "quarter":return `${s.year}-Q${Math.floor((s.month-1)/3)+1}`;case "year":return String(s.year);case "days":return `${r.start}..${r.end}`}}

var JSON_SCHEMA_VERSION=1,NAME_MAPS=new Set(["params","usage","options"]);function snakeCase(key){return key.replace(/(?<=[a-z0-9])([A-Z])/g,"_$1").toLowerCase()}function jsonStyle(value,keepKeys=!1){return Array.isArray(value)?value.map(v=>jsonStyle(v)):value===null||typeof value!="object"||value instanceof Date?value:Object.fromEntries(Object.entries(value).filter(([,v])=>v!==void 0).map(([k,v])=>[keepKeys?k:snakeCase(k),jsonStyle(v,!keepKeys&&NAME_MAPS.has(k))]))}function printResult(out,value){lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.printJson(out,{schema_version:JSON_SCHEMA_VERSION,...jsonStyle(value)});}

exports.JSON_SCHEMA_VERSION = JSON_SCHEMA_VERSION;
exports.describeTarget = describeTarget;
exports.formatLongDate = formatLongDate;
exports.ignoredTimeNote = ignoredTimeNote;
exports.jsonStyle = jsonStyle;
exports.printResult = printResult;
exports.renderDatesMd = renderDatesMd;
exports.snakeCase = snakeCase;
exports.targetLabel = targetLabel;
//# sourceMappingURL=chunk-df0ni3w6.js.map
