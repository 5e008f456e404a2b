import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { r as refuseBlankVault, u as userConfigPath, a as userDateOrder, l as locateVault, e as expandHome, b as requireVault } from './chunk-bb351w6y.js';
import './chunk-imklskcl.js';
import './chunk-cyvpk62p.js';
import { d as discoverRituals, s as searchPath, a as loadVaultConfig, B as BUNDLED_SKILLS_DIR, f as findRitual, l as loadRitualFile, C as CONFIG_RELATIVE_PATH, D as DEFAULT_LAYOUT, p as parseVaultConfig, b as splitCommand } from './chunk-b05v3c9b.js';
import './chunk-g95pbm0g.js';
import './chunk-os73ud6r.js';
import './chunk-ndfhx3uh.js';

var locate4CBSUUSY = /*#__PURE__*/Object.freeze({
	__proto__: null,
	expandHome: expandHome,
	locateVault: locateVault,
	refuseBlankVault: refuseBlankVault,
	requireVault: requireVault,
	userConfigPath: userConfigPath,
	userDateOrder: userDateOrder
});

var discover6G243EIV = /*#__PURE__*/Object.freeze({
	__proto__: null,
	BUNDLED_SKILLS_DIR: BUNDLED_SKILLS_DIR,
	discoverRituals: discoverRituals,
	findRitual: findRitual,
	loadRitualFile: loadRitualFile,
	searchPath: searchPath
});

var configJVHOKGGP = /*#__PURE__*/Object.freeze({
	__proto__: null,
	CONFIG_RELATIVE_PATH: CONFIG_RELATIVE_PATH,
	DEFAULT_LAYOUT: DEFAULT_LAYOUT,
	loadVaultConfig: loadVaultConfig,
	parseVaultConfig: parseVaultConfig,
	splitCommand: splitCommand
});

export { configJVHOKGGP as c, discover6G243EIV as d, locate4CBSUUSY as l };
//# sourceMappingURL=chunk-kp9qkq9r.js.map
