import fs from 'node:fs';
import path from 'node:path';
import {commonJsManifest, commonJsSource, isNodeModuleSample, siblingOf, siteDir, typeScriptSource} from './samples';

/**
 * Where the variants are written to be run or typechecked: a copy of examples/ per variant, beside the site
 * (ignored by Git). Each sample keeps its name and folder, so that what runs is what the page shows (`index.js`,
 * `require("./store")`), and everything else of the folder (index.html, node_modules) is a link to the original.
 */
export const variantsDir = path.join(siteDir, '.code-variants');
export const commonJsDir = path.join(variantsDir, 'cjs');
export const typeScriptDir = path.join(variantsDir, 'ts');

/** The path of a sample's CommonJS variant (site-relative sample path in, absolute path out). */
export const commonJsPath = (file: string) => path.join(commonJsDir, file);

/** Samples whose CommonJS variant the generator refused; a test using one fails with the reason. */
export type MirrorReport = {samples: string[]; refused: Map<string, string>};

function link(from: string, to: string): void {
  fs.symlinkSync(from, to);
}

function walk(dir: string, visit: (file: string, isDirectory: boolean) => void): void {
  for (const entry of fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules' && !/^examples\/v[23]$/.test(file) && !entry.name.startsWith('.')) {
      visit(file, true);
      walk(file, visit);
    } else visit(file, false);
  }
}

/**
 * Writes `.code-variants/cjs/`: every 4.x Node.js sample as CommonJS (its `.cjs` sibling or the generated variant)
 * under its own name, in a package whose `"type"` is `"commonjs"`; a package.json declaring `"type": "module"`
 * (the tutorial's) declares `"commonjs"` there, as `npm init` writes it.
 */
export function writeCommonJsTree(): MirrorReport {
  fs.rmSync(commonJsDir, {recursive: true, force: true});
  fs.mkdirSync(path.join(commonJsDir, 'examples'), {recursive: true});
  fs.writeFileSync(path.join(commonJsDir, 'package.json'), '{"type": "commonjs"}\n');
  const report: MirrorReport = {samples: [], refused: new Map()};
  walk('examples', (file, isDirectory) => {
    const target = path.join(commonJsDir, file);
    if (isDirectory) return fs.mkdirSync(target, {recursive: true});
    if (/^examples\/v[23]$/.test(file)) return undefined;
    const source = path.join(siteDir, file);
    // The other variants of a sample stay out (tsx, which runs the tests, would load a .ts sibling for its .js).
    if (/\.(cjs|ts)$/.test(file) && fs.existsSync(source.replace(/\.(cjs|ts)$/, '.js'))) return undefined;
    if (path.basename(file) === 'package.json') return fs.writeFileSync(target, commonJsManifest(fs.readFileSync(source, 'utf8')));
    if (isNodeModuleSample(file)) {
      try {
        fs.writeFileSync(target, commonJsSource(file));
        report.samples.push(file);
      } catch (error) {
        report.refused.set(file, (error as Error).message);
      }
      return undefined;
    }
    return link(source, target);
  });
  return report;
}

/**
 * Writes `.code-variants/ts/`: every 4.x Node.js sample with a TypeScript variant, as `.ts` (its `.ts` sibling,
 * or the sample itself when typechecked.json lists it, or `all` samples to find out which typecheck), in an ES
 * module package, for tsc --strict. Returns the samples written and the declarations (`.d.ts`) linked there.
 */
export function writeTypeScriptTree(options: {all?: boolean} = {}): {samples: string[]; declarations: string[]} {
  fs.rmSync(typeScriptDir, {recursive: true, force: true});
  fs.mkdirSync(typeScriptDir, {recursive: true});
  fs.writeFileSync(path.join(typeScriptDir, 'package.json'), '{"type": "module"}\n');
  const written: string[] = [];
  const declarations: string[] = [];
  walk('examples', (file, isDirectory) => {
    const target = path.join(typeScriptDir, file);
    if (isDirectory) return fs.mkdirSync(target, {recursive: true});
    if (!isNodeModuleSample(file)) {
      // Declarations and JSON the samples import; node_modules of the samples that have their own.
      if (/\.(d\.ts|json)$/.test(file) || path.basename(file) === 'node_modules') link(path.join(siteDir, file), target);
      if (file.endsWith('.d.ts')) declarations.push(file);
      return undefined;
    }
    const text = options.all && !fs.existsSync(path.join(siteDir, siblingOf(file, 'ts'))) ? fs.readFileSync(path.join(siteDir, file), 'utf8') : typeScriptSource(file);
    if (text === undefined) return undefined;
    fs.writeFileSync(target.replace(/\.js$/, '.ts'), text);
    written.push(file);
    return undefined;
  });
  return {samples: written, declarations};
}
