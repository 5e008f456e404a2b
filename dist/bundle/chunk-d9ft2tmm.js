'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-c34pkorc.js');
require('./chunk-n1er33fv.js');
require('./chunk-ek5a0qcb.js');
var lightCompleteRitualsRun = require('./chunk-c19az8pk.js');
require('./chunk-o58cixjd.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dbnlzxu9.js');

var locate4CBSUUSY = /*#__PURE__*/Object.freeze({
	__proto__: null,
	expandHome: lightCompleteRitualsCompleteSessionsEarlyScanRun.expandHome,
	locateVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.locateVault,
	refuseBlankVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.refuseBlankVault,
	requireVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.requireVault,
	userConfigPath: lightCompleteRitualsCompleteSessionsEarlyScanRun.userConfigPath,
	userDateOrder: lightCompleteRitualsCompleteSessionsEarlyScanRun.userDateOrder
});

var discoverIEBVIZRI = /*#__PURE__*/Object.freeze({
	__proto__: null,
	BUNDLED_SKILLS_DIR: lightCompleteRitualsRun.BUNDLED_SKILLS_DIR,
	discoverRituals: lightCompleteRitualsRun.discoverRituals,
	findRitual: lightCompleteRitualsRun.findRitual,
	loadRitualFile: lightCompleteRitualsRun.loadRitualFile,
	searchPath: lightCompleteRitualsRun.searchPath
});

var configW23J7DSM = /*#__PURE__*/Object.freeze({
	__proto__: null,
	CONFIG_RELATIVE_PATH: lightCompleteRitualsRun.CONFIG_RELATIVE_PATH,
	DEFAULT_LAYOUT: lightCompleteRitualsRun.DEFAULT_LAYOUT,
	loadVaultConfig: lightCompleteRitualsRun.loadVaultConfig,
	parseVaultConfig: lightCompleteRitualsRun.parseVaultConfig,
	splitCommand: lightCompleteRitualsRun.splitCommand
});

exports.configW23J7DSM = configW23J7DSM;
exports.discoverIEBVIZRI = discoverIEBVIZRI;
exports.locate4CBSUUSY = locate4CBSUUSY;
//# sourceMappingURL=chunk-d9ft2tmm.js.map
