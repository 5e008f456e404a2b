const __skillRuntimeRequire = require, __r = require;
'use strict';

var lightCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-movemt8k.js');
require('./chunk-drpu4fbv.js');
require('./chunk-n6bm46o6.js');
var lightCompleteRitualsRun = require('./chunk-h9x68ino.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-ermo0n6i.js');
require('./chunk-nm034ocy.js');

var locate4CBSUUSY = /*#__PURE__*/Object.freeze({
	__proto__: null,
	expandHome: lightCompleteRitualsCompleteSessionsEarlyScanRun.expandHome,
	locateVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.locateVault,
	refuseBlankVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.refuseBlankVault,
	requireVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.requireVault,
	userConfigPath: lightCompleteRitualsCompleteSessionsEarlyScanRun.userConfigPath,
	userDateOrder: lightCompleteRitualsCompleteSessionsEarlyScanRun.userDateOrder
});

var discover74PGQTQQ = /*#__PURE__*/Object.freeze({
	__proto__: null,
	BUNDLED_SKILLS_DIR: lightCompleteRitualsRun.BUNDLED_SKILLS_DIR,
	discoverRituals: lightCompleteRitualsRun.discoverRituals,
	findRitual: lightCompleteRitualsRun.findRitual,
	loadRitualFile: lightCompleteRitualsRun.loadRitualFile,
	searchPath: lightCompleteRitualsRun.searchPath
});

var configNRVMCALI = /*#__PURE__*/Object.freeze({
	__proto__: null,
	CONFIG_RELATIVE_PATH: lightCompleteRitualsRun.CONFIG_RELATIVE_PATH,
	DEFAULT_LAYOUT: lightCompleteRitualsRun.DEFAULT_LAYOUT,
	loadVaultConfig: lightCompleteRitualsRun.loadVaultConfig,
	parseVaultConfig: lightCompleteRitualsRun.parseVaultConfig,
	splitCommand: lightCompleteRitualsRun.splitCommand
});

exports.configNRVMCALI = configNRVMCALI;
exports.discover74PGQTQQ = discover74PGQTQQ;
exports.locate4CBSUUSY = locate4CBSUUSY;
//# sourceMappingURL=chunk-lyen2ipm.js.map
