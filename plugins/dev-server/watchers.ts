import path from 'node:path';
import type * as Watcher from '@docusaurus/core/lib/commands/start/watcher';

/** Core's module of the dev server's file watchers: `start` calls `setupSiteFileWatchers` through its exports. */
export const watcherModule = require.resolve('@docusaurus/core/lib/commands/start/watcher');

/** The site's modules the config imports (config/*.ts): Docusaurus watches the config file alone. */
export const configModulesDir = 'config';

/**
 * Whether `file` is translated content under the locale's folder (`i18n/pt-br/docusaurus-plugin-content-docs/
 * current/rooms.mdx`, a blog post, a page): the docs, blog or pages plugin watching it reloads on its own. The
 * translation files beside it (`current.json`, `code.json`, navbar and footer labels) are not.
 */
export function isTranslatedContent(localizationDir: string, file: string): boolean {
  const [folder, ...rest] = path.relative(localizationDir, path.resolve(file)).split(path.sep);
  return folder !== undefined && folder.startsWith('docusaurus-plugin-content-') && rest.length > 0 && /\.mdx?$/i.test(file);
}

/**
 * Core's `setupSiteFileWatchers` with two changes, built from the same module's exported helpers:
 * - the whole site reloads for a save of a translation file, the config or a config module (config/*.ts, which
 *   Docusaurus does not watch: such a save never reached the page), but not for one of translated content, which
 *   its plugin reloads alone, as it does an English doc (the site's reload cost a translator's save 2–3 s more);
 * - each plugin's own paths are watched as core watches them.
 */
export function siteFileWatchers(watcher: typeof Watcher) {
  // Returns what stops the watchers (core's returns nothing and never stops them).
  return (...[{props, cliOptions}, callback]: Parameters<typeof Watcher.setupSiteFileWatchers>): (() => Promise<void>)[] => {
    const {siteDir, localizationDir} = props;
    const polling = watcher.createPollingOptions(cliOptions);
    const sitePaths = [...watcher.getSitePathsToWatch({props}), path.join(siteDir, configModulesDir)];
    // `watch` hands its other options to chokidar.
    const ignored = (file: string) => isTranslatedContent(localizationDir, file);
    const site = watcher.watch({pathsToWatch: sitePaths, siteDir, ...polling, ignored} as Parameters<typeof watcher.watch>[0], (event) => callback({plugin: null, event}));
    const plugins = props.plugins.map((plugin) =>
      watcher.watch({pathsToWatch: watcher.getPluginPathsToWatch({plugin, siteDir}), siteDir, ...polling}, (event) => callback({plugin, event})),
    );
    return [site, ...plugins];
  };
}

/** Puts {@link siteFileWatchers} in place of core's, before `docusaurus start` sets its watchers up. */
export function installSiteFileWatchers(): void {
  const watcher = require(watcherModule) as typeof Watcher;
  watcher.setupSiteFileWatchers = siteFileWatchers({...watcher});
}
