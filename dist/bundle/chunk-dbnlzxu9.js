'use strict';

const __skillRuntimeRequire = require, __r = require;

function byCodeUnit(a,b){return a<b?-1:a>b?1:0}

var MS_PER_DAY=864e5,WEEKDAY_NAMES=["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"],MONTH_NAMES=["January","February","March","April","May","June","July","August","September","October","November","December"];function pad(n,width=2){return String(n).padStart(width,"0")}function formatDate(p){return `${pad(p.year,4)}-${pad(p.month)}-${pad(p.day)}`}function daysInMonth(year,month){return new Date(Date.UTC(year,month,0)).getUTCDate()}function isValidDate(p){return Number.isInteger(p.year)&&Number.isInteger(p.month)&&Number.isInteger(p.day)&&p.year>=1&&p.year<=9999&&p.month>=1&&p.month<=12&&p.day>=1&&p.day<=daysInMonth(p.year,p.month)}function parseDate(iso){let m=/^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);if(!m)throw new Error(`not a YYYY-MM-DD date: ${iso}`);return {year:Number(m[1]),month:Number(m[2]),day:Number(m[3])}}function toDayNumber(iso){let p=parseDate(iso);return Math.round(Date.UTC(p.year,p.month-1,p.day)/MS_PER_DAY)}function fromDayNumber(n){let d=new Date(n*MS_PER_DAY);return formatDate({year:d.getUTCFullYear(),month:d.getUTCMonth()+1,day:d.getUTCDate()})}function addDays(iso,days){return fromDayNumber(toDayNumber(iso)+days)}function addMonths(iso,months){let p=parseDate(iso),index=p.year*12+(p.month-1)+months,year=Math.floor(index/12),month=index%12+1;return formatDate({year,month,day:Math.min(p.day,daysInMonth(year,month))})}function isoWeekday(iso){return ((toDayNumber(iso)+3)%7+7)%7+1}function weekdayName(iso){return WEEKDAY_NAMES[isoWeekday(iso)-1]}function daysBetween(from,to){return toDayNumber(to)-toDayNumber(from)}function compareDates(a,b){return byCodeUnit(a,b)}function startOfIsoWeek(iso){return addDays(iso,1-isoWeekday(iso))}function isoWeekOf(iso){let thursday=addDays(iso,4-isoWeekday(iso)),year=parseDate(thursday).year,week=Math.floor(daysBetween(formatDate({year,month:1,day:1}),thursday)/7)+1;return {year,week}}function formatIsoWeek(w){return `${pad(w.year,4)}-W${pad(w.week)}`}function isoWeeksInYear(year){return isoWeekOf(formatDate({year,month:12,day:28})).week}function isoWeekStart(year,week){let jan4=formatDate({year,month:1,day:4});return addDays(startOfIsoWeek(jan4),(week-1)*7)}function quarterOf(iso){return Math.floor((parseDate(iso).month-1)/3)+1}function weekRange(iso){let start=startOfIsoWeek(iso);return {start,end:addDays(start,6)}}function monthRange(year,month){return {start:formatDate({year,month,day:1}),end:formatDate({year,month,day:daysInMonth(year,month)})}}function quarterRange(year,quarter){let first=(quarter-1)*3+1;return {start:monthRange(year,first).start,end:monthRange(year,first+2).end}}function yearRange(year){return {start:formatDate({year,month:1,day:1}),end:formatDate({year,month:12,day:31})}}function eachDay(range){let days=[];for(let n=toDayNumber(range.start),last=toDayNumber(range.end);n<=last;n++)days.push(fromDayNumber(n));return days}function localDateOf(instant){return formatDate({year:instant.getFullYear(),month:instant.getMonth()+1,day:instant.getDate()})}function localNoon(iso){let p=parseDate(iso);return new Date(p.year,p.month-1,p.day,12,0,0,0)}function formatLocalTimestamp(instant){let offsetMin=-instant.getTimezoneOffset(),sign=offsetMin>=0?"+":"-",abs=Math.abs(offsetMin);return `${localDateOf(instant)}T${pad(instant.getHours())}:${pad(instant.getMinutes())}:${pad(instant.getSeconds())}${sign}${pad(Math.floor(abs/60))}:${pad(abs%60)}`}

exports.MONTH_NAMES = MONTH_NAMES;
exports.addDays = addDays;
exports.addMonths = addMonths;
exports.byCodeUnit = byCodeUnit;
exports.compareDates = compareDates;
exports.daysBetween = daysBetween;
exports.eachDay = eachDay;
exports.formatDate = formatDate;
exports.formatIsoWeek = formatIsoWeek;
exports.formatLocalTimestamp = formatLocalTimestamp;
exports.isValidDate = isValidDate;
exports.isoWeekOf = isoWeekOf;
exports.isoWeekStart = isoWeekStart;
exports.isoWeekday = isoWeekday;
exports.isoWeeksInYear = isoWeeksInYear;
exports.localDateOf = localDateOf;
exports.localNoon = localNoon;
exports.monthRange = monthRange;
exports.parseDate = parseDate;
exports.quarterOf = quarterOf;
exports.quarterRange = quarterRange;
exports.toDayNumber = toDayNumber;
exports.weekRange = weekRange;
exports.weekdayName = weekdayName;
exports.yearRange = yearRange;
//# sourceMappingURL=chunk-dbnlzxu9.js.map
