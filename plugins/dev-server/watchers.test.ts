import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import type {LoadedPlugin, Props} from '@docusaurus/types';
import type * as Watcher from '@docusaurus/core/lib/commands/start/watcher';
import {isTranslatedContent, siteFileWatchers, watcherModule} from './watchers';

const watcher = require(watcherModule) as typeof Watcher;

test('translated content is told from translation files', () => {
  const dir = '/site/i18n/pt-br';
  for (const file of ['docusaurus-plugin-content-docs/current/rooms.mdx', 'docusaurus-plugin-content-docs/version-2.x/index.md', 'docusaurus-plugin-content-blog/2020-11-05-socket-io-3-release.md', 'docusaurus-plugin-content-pages/how-to/use-with-jwt.md']) {
    assert.equal(isTranslatedContent(dir, `${dir}/${file}`), true, file);
  }
  for (const file of ['code.json', 'docusaurus-plugin-content-docs/current.json', 'docusaurus-theme-classic/navbar.json', 'docusaurus-plugin-content-docs', 'STYLE.md', '../fr/docusaurus-plugin-content-docs/current/rooms.mdx']) {
    assert.equal(isTranslatedContent(dir, `${dir}/${file}`), false, file);
  }
});

test("guard: core's dev server sets its watchers up through the module's exports, from the helpers used here", () => {
  const start = fs.readFileSync(path.join(path.dirname(watcherModule), 'start.js'), 'utf8');
  assert.match(
    start,
    /\(0, watcher_1\.setupSiteFileWatchers\)\(/,
    "plugins/dev-server/watchers.ts: @docusaurus/core's start.js no longer calls watcher.setupSiteFileWatchers through the module's exports; " +
      'npm run dev would keep core\'s watchers (every translated save reloading the whole site, config modules unwatched). Re-read commands/start/.',
  );
  for (const name of ['watch', 'createPollingOptions', 'getSitePathsToWatch', 'getPluginPathsToWatch', 'setupSiteFileWatchers'] as const) {
    assert.equal(typeof watcher[name], 'function', `plugins/dev-server/watchers.ts: core's watcher module has no ${name} any more`);
  }
  const props = {siteConfigPath: '/site/docusaurus.config.ts', localizationDir: '/site/i18n/pt-br'} as Props;
  assert.deepEqual(watcher.getSitePathsToWatch({props}), [props.siteConfigPath, props.localizationDir], "core's site paths changed: re-read what siteFileWatchers adds to them");
});

test('a translated page reloads its plugin alone; a translation file, the config or a config module reload the site', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-watchers-'));
  const localizationDir = path.join(siteDir, 'i18n/pt-br');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), text);
  };
  const files = {
    translatedDoc: 'i18n/pt-br/docusaurus-plugin-content-docs/current/rooms.mdx',
    codeJson: 'i18n/pt-br/code.json',
    sidebarLabels: 'i18n/pt-br/docusaurus-plugin-content-docs/current.json',
    config: 'docusaurus.config.ts',
    configModule: 'config/announcementBar.ts',
  };
  for (const file of Object.values(files)) write(file, 'before');
  // The docs plugin's paths, as it gives them (getPathsToWatch: each version's content folders, English and localized).
  const docs = {name: 'docusaurus-plugin-content-docs', options: {id: 'default'}, getPathsToWatch: () => [`${localizationDir}/docusaurus-plugin-content-docs/current/**/*.{md,mdx}`]} as unknown as LoadedPlugin;
  const props = {siteDir, siteConfigPath: path.join(siteDir, files.config), localizationDir, plugins: [docs]} as unknown as Props;
  const heard: string[] = [];
  const stop = siteFileWatchers(watcher)({props, cliOptions: {}}, ({plugin, event}) => heard.push(`${plugin ? plugin.name : 'site'} ${path.relative(siteDir, path.resolve(siteDir, event.path))}`));
  try {
    await sleep(1000);
    const reloads = async (file: string) => {
      heard.length = 0;
      write(file, `after ${Date.now()}`);
      await sleep(1000);
      return [...new Set(heard)].sort();
    };
    assert.deepEqual(await reloads(files.translatedDoc), [`docusaurus-plugin-content-docs ${files.translatedDoc}`]);
    for (const file of [files.codeJson, files.sidebarLabels, files.config, files.configModule]) {
      assert.deepEqual(await reloads(file), [`site ${file}`], file);
    }
  } finally {
    await Promise.all(stop.map((close) => close()));
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});
