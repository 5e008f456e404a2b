'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-mispq0at.js');
require('./chunk-n1er33fv.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');
var lightCompleteRitualsRun = require('./chunk-6nwwme3j.js');
require('./chunk-o58cixjd.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dbnlzxu9.js');

var locateZ6SGEUUS = /*#__PURE__*/Object.freeze({
	__proto__: null,
	locateVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.locateVault,
	refuseBlankVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.refuseBlankVault,
	requireVault: lightCompleteRitualsCompleteSessionsEarlyScanRun.requireVault,
	userConfigPath: lightCompleteRitualsCompleteSessionsEarlyScanRun.userConfigPath,
	userDateOrder: lightCompleteRitualsCompleteSessionsEarlyScanRun.userDateOrder
});

var discover2DKLKGIG = /*#__PURE__*/Object.freeze({
	__proto__: null,
	BUNDLED_SKILLS_DIR: lightCompleteRitualsRun.BUNDLED_SKILLS_DIR,
	discoverRituals: lightCompleteRitualsRun.discoverRituals,
	findRitual: lightCompleteRitualsRun.findRitual,
	loadRitualFile: lightCompleteRitualsRun.loadRitualFile,
	searchPath: lightCompleteRitualsRun.searchPath
});

var config3GVNBWOW = /*#__PURE__*/Object.freeze({
	__proto__: null,
	CONFIG_RELATIVE_PATH: lightCompleteRitualsRun.CONFIG_RELATIVE_PATH,
	DEFAULT_LAYOUT: lightCompleteRitualsRun.DEFAULT_LAYOUT,
	loadVaultConfig: lightCompleteRitualsRun.loadVaultConfig,
	parseVaultConfig: lightCompleteRitualsRun.parseVaultConfig,
	splitCommand: lightCompleteRitualsRun.splitCommand
});

exports.config3GVNBWOW = config3GVNBWOW;
exports.discover2DKLKGIG = discover2DKLKGIG;
exports.locateZ6SGEUUS = locateZ6SGEUUS;
//# sourceMappingURL=chunk-fhtqfhrc.js.map
