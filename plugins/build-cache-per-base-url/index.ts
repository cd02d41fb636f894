import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

type CacheOptions = {version?: string};
type CacheConfig = {cache?: unknown; experiments?: {cache?: unknown}};

const versionOf = (cache: unknown) =>
  cache && typeof cache === 'object' && typeof (cache as CacheOptions).version === 'string' ? (cache as CacheOptions).version : undefined;

/**
 * The bundler config's persistent cache, with the site's base URL added to its version; undefined when the
 * build has no persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE, or the dev server).
 */
export function cacheWithBaseUrl(config: CacheConfig, baseUrl: string): CacheConfig | undefined {
  const rspackVersion = versionOf(config.experiments?.cache);
  if (rspackVersion) return {experiments: {cache: {...(config.experiments!.cache as object), version: `${rspackVersion}-base:${baseUrl}`}}};
  const webpackVersion = versionOf(config.cache);
  if (webpackVersion) return {cache: {...(config.cache as object), version: `${webpackVersion}-base:${baseUrl}`}};
  return undefined;
}

/**
 * Docusaurus keys its persistent build cache by locale, not by base URL. But `--locale pt-br` alone builds the
 * locale at `/` instead of `/pt-br/`, and compiled Markdown keeps the links it resolved: after a full build,
 * `npm run build:pt-br` reused them and failed on links to `/pt-br/...`. Each base URL gets its own cache.
 */
export default function buildCachePerBaseUrlPlugin(context: LoadContext): Plugin {
  return {
    name: 'build-cache-per-base-url',
    configureWebpack(config) {
      // Rspack's experiments.cache is not in webpack's types, which Docusaurus uses for both bundlers.
      return (cacheWithBaseUrl(config as CacheConfig, context.baseUrl) ?? {}) as Configuration;
    },
  };
}
