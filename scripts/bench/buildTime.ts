import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {i18n} from '../../config/locales';

const siteDir = path.resolve(__dirname, '../..');

/** Wall-clock seconds of a production build, into a scratch folder so `build/` is left alone. */
export function measureBuild(label: string, locales: string[]): number {
  const outDir = path.join('/tmp', `bench-build-${locales.join('-') || 'all'}`);
  const args = ['docusaurus', 'build', '--out-dir', outDir, ...locales.flatMap((locale) => ['--locale', locale])];
  const start = process.hrtime.bigint();
  const result = spawnSync('npx', args, {cwd: siteDir, stdio: 'ignore'});
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`the ${label} build failed (exit ${result.status})`);
  return seconds;
}

function benchBuildTimes() {
  const ptBr = measureBuild('pt-br', ['pt-br']);
  console.log(`build time, pt-br alone:   ${ptBr.toFixed(1)} s`);
  // es: every 4.x doc, get-started and how-to page in Spanish; its 3.x/2.x docs and blog are the English pages.
  const es = measureBuild('es', ['es']);
  console.log(`build time, es alone:      ${es.toFixed(1)} s`);
  // What the fifth locale costs: the same build without es, in the same run.
  const withoutEs = i18n.locales.filter((locale) => locale !== 'es');
  const four = measureBuild('every locale but es', withoutEs);
  console.log(`build time, ${withoutEs.join(', ')}: ${four.toFixed(1)} s`);
  const all = measureBuild('every locale', []);
  console.log(`build time, all ${i18n.locales.length} locales: ${all.toFixed(1)} s`);
}

benchBuildTimes();
