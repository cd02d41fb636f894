import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The file the docs plugin writes each time it is set up (`createMdxLoaderDependencyFile` in
 * @docusaurus/plugin-content-docs/lib/index.js), which every doc's Markdown module depends on.
 */
export const docsLoaderDependencyFile = '__mdx-loader-dependency.json';

/** The docs plugin's dependency files, under the site's generated files. */
export function docsLoaderDependencyPattern(generatedFilesDir: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(path.resolve(generatedFilesDir))}[\\\\/]docusaurus-plugin-content-docs[\\\\/][^\\\\/]+[\\\\/]${escape(docsLoaderDependencyFile)}$`);
}

type Ignored = RegExp | string | string[] | undefined;

/** `ignored` (a bundler's watchOptions.ignored) and `pattern` in one value of the same kind. */
export function ignoring(ignored: Ignored, pattern: RegExp): RegExp {
  if (ignored === undefined) return pattern;
  if (ignored instanceof RegExp) return new RegExp(`(?:${ignored.source})|(?:${pattern.source})`, ignored.flags);
  throw new Error(`dev-server: the dev server's watchOptions.ignored is ${JSON.stringify(ignored)}, not the regular expression it extends`);
}

/**
 * The dev server's watcher leaves the docs plugin's dependency file alone. Docusaurus sets the docs plugin up again
 * on every reload of the site (a save under `i18n/<locale>/`, code.json or a translated doc alike, or of the config),
 * and the plugin then writes that file again, the same text: every doc of every version was compiled again, 141 pt-br
 * Markdown modules and 10–15 s before a translator's save showed (plugins/dev-server/README.md). The bundler's
 * persistent cache still checks the file at each start, and a build is not concerned.
 */
export default function devServerPlugin(context: LoadContext): Plugin {
  return {
    name: 'dev-server',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      const watchOptions = {...config.watchOptions, ignored: ignoring(config.watchOptions?.ignored as Ignored, docsLoaderDependencyPattern(context.generatedFilesDir))};
      return {watchOptions};
    },
  };
}
