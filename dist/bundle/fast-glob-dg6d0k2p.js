'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanWorkerRun = require('./chunk-la1qyy3g.js');

var m=lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanWorkerRun.__require("./vendor/fast-glob.cjs")["fast-glob"](),fast_glob_default=m&&m.__esModule?m.default:m,{glob,globSync,globStream,async,sync,stream,generateTasks,isDynamicPattern,escapePath,convertPathToPattern,posix,win32}=m;

exports.async = async;
exports.convertPathToPattern = convertPathToPattern;
exports.default = fast_glob_default;
exports.escapePath = escapePath;
exports.generateTasks = generateTasks;
exports.glob = glob;
exports.globStream = globStream;
exports.globSync = globSync;
exports.isDynamicPattern = isDynamicPattern;
exports.posix = posix;
exports.stream = stream;
exports.sync = sync;
exports.win32 = win32;
//# sourceMappingURL=fast-glob-dg6d0k2p.js.map
