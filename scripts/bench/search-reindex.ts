import fs from 'node:fs';
import path from 'node:path';
import {writeSearchIndex} from '../../plugins/local-search/indexer';
import {precompressFolder, summary} from '../../plugins/precompress';
import {builtLocales} from './search-relevance/locales';

// `npx tsx scripts/bench/search-reindex.ts`: writes the search index of a finished build again (BUILD_DIR,
// default build/) with the current indexer, without building the site: what the plugin's postBuild does,
// with the routes read from the build's HTML files, and the index's .gz and .br twins (the budget test reads
// them: stale twins would measure the old index). For measuring index changes quickly; a real build remains the
// reference.

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.resolve(siteDir, process.env.BUILD_DIR ?? 'build');
const otherLocaleDirs = new Set(builtLocales.map((locale) => locale.dir).filter(Boolean));

function routesOf(outDir: string, baseUrl: string, relative = ''): string[] {
  const routes: string[] = [];
  for (const entry of fs.readdirSync(path.join(outDir, relative), {withFileTypes: true})) {
    if (!entry.isDirectory() || ['assets', 'search-index', 'search', 'img'].includes(entry.name)) continue;
    if (!relative && otherLocaleDirs.has(entry.name)) continue;
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (fs.existsSync(path.join(outDir, child, 'index.html'))) routes.push(`${baseUrl}${child}/`);
    routes.push(...routesOf(outDir, baseUrl, child));
  }
  return relative ? routes : [baseUrl, ...routes];
}

async function main() {
  for (const {locale: language, dir, baseUrl} of builtLocales) {
    const outDir = path.join(buildDir, dir);
    const manifestFile = path.join(outDir, 'search-index/manifest.json');
    if (!fs.existsSync(manifestFile)) continue;
    const previous = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {shards: {tag: string}[]};
    const manifest = await writeSearchIndex({
      outDir,
      baseUrl,
      siteUrl: 'https://socket.io',
      siteTitle: 'Socket.IO',
      language,
      routesPaths: routesOf(outDir, baseUrl),
      excludedRoutes: [`${baseUrl}search`, `${baseUrl}search/`],
      expectedTags: previous.shards.map((shard) => shard.tag),
      chunkChars: process.env.CHUNK_CHARS ? Number(process.env.CHUNK_CHARS) : undefined,
      styleGuide: path.join(siteDir, 'i18n', language, 'STYLE.md'),
      readerWords: path.join(siteDir, 'i18n', language, 'search-keywords.json'),
    });
    const twins = await precompressFolder(path.join(outDir, 'search-index'));
    console.log(`${language} twins: ${summary(twins)}`);
    for (const shard of manifest.shards) {
      console.log(`${language} ${shard.tag}: ${shard.records} records, ${(shard.gzipBytes / 1024).toFixed(1)} KB + ${shard.chunks} chunks ${(shard.chunkGzipBytes / 1024).toFixed(1)} KB gzip`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
