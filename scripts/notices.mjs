// THIRD-PARTY-NOTICES.md for the bundle: every npm package whose code esbuild put into dist/bundle/, found from the
// builds' metafiles, with its version, licence and the licence text it ships. A package whose licence asks recipients
// to be told where its source is (MPL-2.0: ical.js) gets that line too; the bundled copy is unmodified.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** "node_modules/@scope/name/lib/x.js" → "node_modules/@scope/name" (the innermost package folder). */
function packageDir(path) {
  const parts = path.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  return parts.slice(0, at + (parts[at + 1].startsWith('@') ? 3 : 2)).join('/');
}

function licenceText(dir) {
  const file = readdirSync(dir)
    .sort()
    .find((f) => /^(licen[cs]e|copying)(\.|-|$)/i.test(f));
  return file ? readFileSync(join(dir, file), 'utf8').trim() : undefined;
}

function sourceOf(pkg) {
  const repo = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  return (repo ?? pkg.homepage ?? `https://www.npmjs.com/package/${pkg.name}`).replace(/^git\+/, '').replace(/\.git$/, '');
}

/** The notices for every package the metafiles' inputs come from. */
export function thirdPartyNotices(root, metafiles) {
  const dirs = new Set();
  for (const meta of metafiles)
    for (const input of Object.keys(meta.inputs)) {
      const dir = packageDir(input);
      if (dir) dirs.add(dir);
    }
  const packages = [...dirs]
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) }))
    .sort((a, b) => a.pkg.name.localeCompare(b.pkg.name) || a.pkg.version.localeCompare(b.pkg.version));
  const parts = [
    '# Third-party notices',
    '',
    'The bundled CLI in this folder contains the following npm packages, unmodified (bundled and minified by esbuild).',
    'Each is listed with its licence as it ships it.',
  ];
  for (const { dir, pkg } of packages) {
    const licence = typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? 'see below');
    parts.push('', `## ${pkg.name} ${pkg.version}`, '', `Licence: ${licence}. Source: ${sourceOf(pkg)}`);
    if (/MPL/.test(licence))
      parts.push(
        '',
        `The Source Code Form of this package is available at ${sourceOf(pkg)} (version ${pkg.version}) and from the npm registry (\`npm pack ${pkg.name}@${pkg.version}\`).`,
      );
    const text = existsSync(join(root, dir)) ? licenceText(join(root, dir)) : undefined;
    parts.push(
      '',
      text
        ? text
            .split('\n')
            .map((l) => (l ? `    ${l}` : ''))
            .join('\n')
        : `(no licence file in the package; its package.json says ${licence})`,
    );
  }
  return `${parts.join('\n')}\n`;
}
