'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-kx43uhpr.js');
require('./chunk-n1er33fv.js');
require('./chunk-ek5a0qcb.js');
var lightCompleteRitualsRun = require('./chunk-l7j9hozj.js');
require('./chunk-o58cixjd.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dbnlzxu9.js');

var locateXSLLEBIH = /*#__PURE__*/Object.freeze({
	__proto__: null,
	locateVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.locateVault,
	refuseBlankVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.refuseBlankVault,
	requireVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.requireVault,
	userConfigPath: lightCompleteRitualsCompleteSessionsEarlyScanRun.userConfigPath,
	userDateOrder: lightCompleteRitualsCompleteSessionsEarlyScanRun.userDateOrder
});

var discoverNMCBJIC3 = /*#__PURE__*/Object.freeze({
	__proto__: null,
	BUNDLED_SKILLS_DIR: lightCompleteRitualsRun.BUNDLED_SKILLS_DIR,
	discoverRituals: lightCompleteRitualsRun.discoverRituals,
	findRitual: lightCompleteRitualsRun.findRitual,
	loadRitualFile: lightCompleteRitualsRun.loadRitualFile,
	searchPath: lightCompleteRitualsRun.searchPath
});

var config3KUJMNWL = /*#__PURE__*/Object.freeze({
	__proto__: null,
	CONFIG_RELATIVE_PATH: lightCompleteRitualsRun.CONFIG_RELATIVE_PATH,
	DEFAULT_LAYOUT: lightCompleteRitualsRun.DEFAULT_LAYOUT,
	loadVaultConfig: lightCompleteRitualsRun.loadVaultConfig,
	parseVaultConfig: lightCompleteRitualsRun.parseVaultConfig,
	splitCommand: lightCompleteRitualsRun.splitCommand
});

exports.config3KUJMNWL = config3KUJMNWL;
exports.discoverNMCBJIC3 = discoverNMCBJIC3;
exports.locateXSLLEBIH = locateXSLLEBIH;
//# sourceMappingURL=chunk-id1vewxs.js.map
