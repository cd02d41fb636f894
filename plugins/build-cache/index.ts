import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

type CacheOptions = {version?: string; buildDependencies?: unknown};
type CacheConfig = {cache?: unknown; experiments?: {cache?: unknown}};

const versionOf = (cache: unknown) =>
  cache && typeof cache === 'object' && typeof (cache as CacheOptions).version === 'string' ? (cache as CacheOptions).version : undefined;

/**
 * The site's own webpack loaders (`plugins/<name>/loader.js`, `plugins/performance/<trick>/loader.js`), which the
 * bundlers reference by path only, and the module of Docusaurus's private shapes they parse with
 * (`plugins/performance/internals.js`).
 */
export function siteLoaders(siteDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'fixtures') walk(full);
      } else if (entry.name === 'loader.js' || entry.name === 'internals.js') found.push(full);
    }
  };
  const pluginsDir = path.join(siteDir, 'plugins');
  if (fs.existsSync(pluginsDir)) walk(pluginsDir);
  return found.sort();
}

/**
 * What the site's remark plugins read besides the page: their own code (`plugins/remark-*`, `plugins/code-variants`)
 * and the samples of `examples/` they fill code blocks with, and write tabs from. The bundler sees the page only: a
 * build after editing a sample reused the page compiled with the old one.
 */
export function contentSources(siteDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, keep: (name: string) => boolean) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, keep);
      else if (entry.isFile() && keep(entry.name)) found.push(full);
    }
  };
  const pluginsDir = path.join(siteDir, 'plugins');
  for (const entry of fs.existsSync(pluginsDir) ? fs.readdirSync(pluginsDir) : []) {
    if (entry.startsWith('remark-') || entry === 'code-variants') walk(path.join(pluginsDir, entry), (name) => /\.(ts|js|json|css)$/.test(name) && !name.endsWith('.test.ts'));
  }
  walk(path.join(siteDir, 'examples'), () => true);
  return found.sort();
}

/**
 * The bundler config's persistent cache, with the site's base URL added to its version and the site's loaders
 * added to its build dependencies; undefined when the build has no persistent cache
 * (DOCUSAURUS_NO_PERSISTENT_CACHE, or the dev server).
 */
export function cacheWithBaseUrl(config: CacheConfig, baseUrl: string, loaders: string[] = []): CacheConfig | undefined {
  const rspackCache = config.experiments?.cache as CacheOptions | undefined;
  const rspackVersion = versionOf(rspackCache);
  if (rspackVersion) {
    const buildDependencies = [...((rspackCache!.buildDependencies as string[] | undefined) ?? []), ...loaders];
    return {experiments: {cache: {...rspackCache, version: `${rspackVersion}-base:${baseUrl}`, buildDependencies}}};
  }
  const webpackCache = config.cache as CacheOptions | undefined;
  const webpackVersion = versionOf(webpackCache);
  if (webpackVersion) {
    const buildDependencies = {...((webpackCache!.buildDependencies as Record<string, string[]> | undefined) ?? {}), ...(loaders.length > 0 && {loaders})};
    return {cache: {...webpackCache, version: `${webpackVersion}-base:${baseUrl}`, buildDependencies}};
  }
  return undefined;
}

/**
 * Two holes in the persistent build cache, closed:
 * - Docusaurus keys it by locale, not by base URL. But `--locale pt-br` alone builds the locale at `/` instead
 *   of `/pt-br/`, and compiled Markdown keeps the links it resolved: after a full build, `npm run build:pt-br`
 *   reused them and failed on links to `/pt-br/...`. Each base URL gets its own cache.
 * - A change to one of the site's loaders (static-content's, say) left the modules it had transformed in the
 *   cache: the next build shipped the old output. The loaders are build dependencies, as the site config is; so
 *   are the remark plugins and the samples they read (contentSources).
 */
export default function buildCachePlugin(context: LoadContext): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config) {
      // Rspack's experiments.cache is not in webpack's types, which Docusaurus uses for both bundlers.
      const dependencies = [...siteLoaders(context.siteDir), ...contentSources(context.siteDir)];
      return (cacheWithBaseUrl(config as CacheConfig, context.baseUrl, dependencies) ?? {}) as Configuration;
    },
  };
}
