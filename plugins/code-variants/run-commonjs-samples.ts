// `npm run test:examples:cjs`: runs the sample tests (tests/examples) against the CommonJS variant of every 4.x
// sample, then checks that every CommonJS variant a page shows ran. `CJS_TESTS=tutorial,rooms` runs only the test
// files whose names contain one of those words (the coverage check then only reports).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {commonJsDir, writeCommonJsTree} from './mirror';
import {tabbedSamples} from './pages';
import {siteDir} from './samples';

const report = writeCommonJsTree();
const shown = tabbedSamples();
for (const [file, reason] of report.refused) if (shown.has(file)) console.error(`refused: ${reason}`);

// The test files that run a sample shown with tabs: they name its folder (or its last part, after a variable).
const testsDir = path.join(siteDir, 'tests/examples');
const folders = new Set([...shown.keys()].map((file) => path.basename(path.dirname(file))));
const filter = process.env.CJS_TESTS?.split(',').filter(Boolean);
const testFiles = fs
  .readdirSync(testsDir)
  .filter((name) => name.endsWith('.test.ts') && !/^v[23]-/.test(name))
  .filter((name) => {
    const text = fs.readFileSync(path.join(testsDir, name), 'utf8');
    return [...folders].some((folder) => new RegExp(`['\`/]${folder}(/|'|\`)`).test(text));
  })
  .filter((name) => !filter || filter.some((word) => name.includes(word)));

const log = path.join(os.tmpdir(), `code-variants-cjs-${process.pid}.log`);
fs.writeFileSync(log, '');
console.log(`Running ${testFiles.length} sample test files against the CommonJS variants (${report.samples.length} written in ${path.relative(siteDir, commonJsDir)})`);
const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...testFiles.map((name) => path.join('tests/examples', name))], {
  cwd: siteDir,
  stdio: 'inherit',
  env: {...process.env, CODE_VARIANT: 'cjs', CODE_VARIANT_LOG: log},
});

// A variant ran when a test started it, or when one that ran requires it or names it (a process it forks, a
// bundle it builds).
const ran = new Set(fs.readFileSync(log, 'utf8').split('\n').filter(Boolean));
const queue = [...ran];
while (queue.length > 0) {
  const file = queue.pop()!;
  const target = path.join(commonJsDir, file);
  if (!fs.existsSync(target) || fs.lstatSync(target).isSymbolicLink()) continue;
  const text = fs.readFileSync(target, 'utf8');
  const requests = [...text.matchAll(/require\(["'](\.\.?\/[^"']+)["']\)/g), ...text.matchAll(/["']([\w-]+\.js)["']/g)].map((match) => match[1]!);
  for (const request of requests) {
    const required = path.join(path.dirname(file), request).split(path.sep).join('/');
    if (!fs.existsSync(path.join(commonJsDir, required.endsWith('.js') ? required : `${required}.js`))) continue;
    const withExtension = required.endsWith('.js') ? required : `${required}.js`;
    if (!ran.has(withExtension)) {
      ran.add(withExtension);
      queue.push(withExtension);
    }
  }
}
fs.rmSync(log, {force: true});

// A package.json variant ("type": "commonjs") is what the samples of its folder ran under.
for (const file of shown.keys()) if (file.endsWith('/package.json') && [...ran].some((sample) => path.dirname(sample) === path.dirname(file))) ran.add(file);

const notRun = [...shown.keys()].filter((file) => !ran.has(file)).sort();
const shownRan = [...shown.keys()].filter((file) => ran.has(file)).length;
console.log(`\nCommonJS variants shown on the pages: ${shown.size}; run by the sample tests: ${shownRan}`);
if (notRun.length > 0) console.log(`Not run:\n${notRun.map((file) => `  ${file}`).join('\n')}`);
const failed = run.status !== 0 || (notRun.length > 0 && !filter) || [...report.refused.keys()].some((file) => shown.has(file));
process.exit(failed ? 1 : 0);
