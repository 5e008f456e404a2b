'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-dkv4knis.js');
require('./chunk-n1er33fv.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');
var lightCompleteRitualsRun = require('./chunk-l5n0ecrz.js');
require('./chunk-o58cixjd.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dbnlzxu9.js');

var locate2LK5JNBZ = /*#__PURE__*/Object.freeze({
	__proto__: null,
	locateVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.locateVault,
	refuseBlankVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.refuseBlankVault,
	requireVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.requireVault,
	userConfigPath: lightCompleteRitualsCompleteSessionsEarlyScanRun.userConfigPath,
	userDateOrder: lightCompleteRitualsCompleteSessionsEarlyScanRun.userDateOrder
});

var discoverMUPG2N2T = /*#__PURE__*/Object.freeze({
	__proto__: null,
	BUNDLED_SKILLS_DIR: lightCompleteRitualsRun.BUNDLED_SKILLS_DIR,
	discoverRituals: lightCompleteRitualsRun.discoverRituals,
	findRitual: lightCompleteRitualsRun.findRitual,
	loadRitualFile: lightCompleteRitualsRun.loadRitualFile,
	searchPath: lightCompleteRitualsRun.searchPath
});

var configFHIMD33O = /*#__PURE__*/Object.freeze({
	__proto__: null,
	CONFIG_RELATIVE_PATH: lightCompleteRitualsRun.CONFIG_RELATIVE_PATH,
	DEFAULT_LAYOUT: lightCompleteRitualsRun.DEFAULT_LAYOUT,
	loadVaultConfig: lightCompleteRitualsRun.loadVaultConfig,
	parseVaultConfig: lightCompleteRitualsRun.parseVaultConfig,
	splitCommand: lightCompleteRitualsRun.splitCommand
});

exports.configFHIMD33O = configFHIMD33O;
exports.discoverMUPG2N2T = discoverMUPG2N2T;
exports.locate2LK5JNBZ = locate2LK5JNBZ;
//# sourceMappingURL=chunk-ovghl8lr.js.map
