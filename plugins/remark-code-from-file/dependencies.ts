import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The loader making a page's sample files dependencies of its module (see loader.js). */
export const dependenciesLoader = path.resolve(__dirname, 'loader.js');

/** The bundler rule: every Markdown module, before Docusaurus's mdx-loader (`enforce: 'pre'`). */
export function sampleDependenciesRule(siteDir: string) {
  return {
    // A function, as the site's other rules: Rspack refused this config's regular expressions here.
    test: (file: string) => /\.mdx?$/i.test(file),
    enforce: 'pre' as const,
    use: [{loader: dependenciesLoader, options: {siteDir}}],
  };
}

/**
 * The Docusaurus side of remark-code-from-file: an edited sample rebuilds the pages that show it, in the dev
 * server (the open page's code block updates) and in a build that reuses the persistent cache.
 */
export default function sampleFileDependenciesPlugin(context: LoadContext): Plugin {
  return {
    name: 'sample-file-dependencies',
    configureWebpack() {
      return {module: {rules: [sampleDependenciesRule(context.siteDir)]}};
    },
  };
}
