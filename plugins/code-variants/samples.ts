import fs from 'node:fs';
import path from 'node:path';
import {extractRegion} from '../remark-code-from-file';
import {toCommonJs} from './commonjs';
import typecheckedSamples from './typechecked.json';

export const siteDir = path.resolve(__dirname, '../..');

/**
 * Whether a sample file (`examples/...js`, from the site's root) is one whose module system the reader chooses: a
 * 4.x ES module run by Node.js. Not the 3.x and 2.x samples (CommonJS, as in their time), nor browser code, which
 * lives in a `src/`, `app/` or `public/` folder of its sample (built by a bundler or served as is).
 */
export function isNodeModuleSample(file: string): boolean {
  if (!/^examples\/.+\.js$/.test(file)) return false;
  if (/^examples\/v[23]\//.test(file)) return false;
  if (/\/(src|app|public)\//.test(file)) return false;
  return !isBunSample(file);
}

/**
 * A sample written for Bun (its Engine.IO, or Bun's own APIs): Bun runs ES modules and TypeScript as they are, and
 * `export default { fetch }` serving the module has no CommonJS form, so it gets no module tabs.
 */
function isBunSample(file: string): boolean {
  const full = path.join(siteDir, file);
  return fs.existsSync(full) && /from "@socket\.io\/bun-engine"|\bBun\.serve\(/.test(fs.readFileSync(full, 'utf8'));
}

/** A sample's file for a variant: the `.cjs` or `.ts` sibling written by hand, when there is one. */
export const siblingOf = (file: string, extension: 'cjs' | 'ts') => file.replace(/\.js$/, `.${extension}`);

const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');
const exists = (file: string) => fs.existsSync(path.join(siteDir, file));

const commonJsCache = new Map<string, {mtimeMs: number; text: string}>();

/** The whole CommonJS variant of a sample: its `.cjs` sibling, or generated from it (commonjs.ts). */
export function commonJsSource(file: string): string {
  const sibling = siblingOf(file, 'cjs');
  if (exists(sibling)) return read(sibling);
  const {mtimeMs} = fs.statSync(path.join(siteDir, file));
  const cached = commonJsCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.text;
  const text = toCommonJs(read(file), file);
  commonJsCache.set(file, {mtimeMs, text});
  return text;
}

/**
 * Whether the sample has a TypeScript variant: its `.ts` sibling, or the sample itself when it typechecks as
 * TypeScript with `--strict` as it is (typechecked.json, which tests/examples/code-variants-typescript.test.ts
 * keeps exact).
 */
export function typeScriptSource(file: string): string | undefined {
  const sibling = siblingOf(file, 'ts');
  if (exists(sibling)) return read(sibling);
  return (typecheckedSamples as string[]).includes(file) ? read(file) : undefined;
}

export type ModuleVariants = {cjs: string; esm: string; ts?: string};

/** A 4.x sample's package.json declaring ES modules (the tutorial's), which a CommonJS project declares otherwise. */
const esmManifest = /^examples\/(?!v[23]\/).*package\.json$/;
const typeModule = /("type"\s*:\s*)"module"/;

/** The package.json of the CommonJS variant: `"type": "commonjs"`, as `npm init` writes it. */
export const commonJsManifest = (text: string) => text.replace(typeModule, '$1"commonjs"');

/**
 * The code a block showing `file` (or its `region`) shows in each module system, or undefined when they are all
 * the same (a region without imports, say): such a block gets no tabs.
 */
export function moduleVariants(file: string, region: string | undefined): ModuleVariants | undefined {
  if (esmManifest.test(file) && region === undefined) {
    const text = read(file).trimEnd();
    // TypeScript compiled for Node.js as ES modules (NodeNext) keeps "type": "module".
    return typeModule.test(text) ? {cjs: commonJsManifest(text), esm: text, ts: text} : undefined;
  }
  if (!isNodeModuleSample(file)) return undefined;
  const esm = extractRegion(read(file), region, file);
  const cjs = extractRegion(commonJsSource(file), region, file);
  const tsSource = typeScriptSource(file);
  const ts = tsSource === undefined ? undefined : extractRegion(tsSource, region, siblingOf(file, 'ts'));
  if (cjs === esm && (ts === undefined || ts === esm)) return undefined;
  return {cjs, esm, ts};
}
