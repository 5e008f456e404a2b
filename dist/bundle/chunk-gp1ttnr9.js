'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-mtxllgnj.js');
require('./chunk-n1er33fv.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');
var lightCompleteRitualsRun = require('./chunk-xehgwab7.js');
require('./chunk-o58cixjd.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dbnlzxu9.js');

var locate6DCHPZP3 = /*#__PURE__*/Object.freeze({
	__proto__: null,
	locateVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.locateVault,
	refuseBlankVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.refuseBlankVault,
	requireVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.requireVault,
	userConfigPath: lightCompleteRitualsCompleteSessionsEarlyScanRun.userConfigPath,
	userDateOrder: lightCompleteRitualsCompleteSessionsEarlyScanRun.userDateOrder
});

var discover3XTLXOY2 = /*#__PURE__*/Object.freeze({
	__proto__: null,
	BUNDLED_SKILLS_DIR: lightCompleteRitualsRun.BUNDLED_SKILLS_DIR,
	discoverRituals: lightCompleteRitualsRun.discoverRituals,
	findRitual: lightCompleteRitualsRun.findRitual,
	loadRitualFile: lightCompleteRitualsRun.loadRitualFile,
	searchPath: lightCompleteRitualsRun.searchPath
});

var configWAZIFLT6 = /*#__PURE__*/Object.freeze({
	__proto__: null,
	CONFIG_RELATIVE_PATH: lightCompleteRitualsRun.CONFIG_RELATIVE_PATH,
	DEFAULT_LAYOUT: lightCompleteRitualsRun.DEFAULT_LAYOUT,
	loadVaultConfig: lightCompleteRitualsRun.loadVaultConfig,
	parseVaultConfig: lightCompleteRitualsRun.parseVaultConfig,
	splitCommand: lightCompleteRitualsRun.splitCommand
});

exports.configWAZIFLT6 = configWAZIFLT6;
exports.discover3XTLXOY2 = discover3XTLXOY2;
exports.locate6DCHPZP3 = locate6DCHPZP3;
//# sourceMappingURL=chunk-gp1ttnr9.js.map
