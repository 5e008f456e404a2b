'use strict';

const __skillRuntimeRequire = require, __r = require;

var ADJECTIVE={day:"daily",week:"weekly",month:"monthly",quarter:"quarterly",year:"yearly"},EARLIER_UNARCHIVED=/\bif\s+(?:the\s+)?([^\s.,:;]+\.md)\s+(?:still\s+)?(?:is\s+(?:still\s+)?(?:about|for)|describes|covers|contains|holds)\s+(?:an?\s+|the\s+)?(earlier|previous|past|older|different)\s+(day|week|month|quarter|year)\b.*?(?:\bno\s+(daily|weekly|monthly|quarterly|yearly)\s+archive\b|\b(?:has\s*n[o']t|has\s+not|is\s*n[o']t|is\s+not|was\s*n[o']t|was\s+not)\s+(?:been\s+|yet\s+been\s+)?archived\b)/i;function preflightSentences(ritual){return ritual.sections.filter(s=>s.phase==="preflight").flatMap(s=>s.body.split(/\n\s*\n/)).map(paragraph=>paragraph.replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm,"").replace(/\s+/g," ").trim()).flatMap(paragraph=>paragraph.split(/(?<=[.!?])\s+(?=[A-Z])/)).filter(s=>s!=="")}function checkOf(sentence){let m=EARLIER_UNARCHIVED.exec(sentence);if(!m)return;let period=m[3].toLowerCase();if(!(m[4]!==void 0&&ADJECTIVE[period]!==m[4].toLowerCase()))return {kind:"earlier-unarchived",sentence,note:m[1],period,relation:m[2].toLowerCase()==="different"?"different":"earlier"}}function preflightChecks(ritual){return preflightSentences(ritual).flatMap(s=>checkOf(s)??[])}

exports.checkOf = checkOf;
exports.preflightChecks = preflightChecks;
exports.preflightSentences = preflightSentences;
//# sourceMappingURL=chunk-dhxdthy8.js.map
