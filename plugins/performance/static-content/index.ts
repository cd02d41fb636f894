import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleReplacement} from '../module-replacement';

/** The loader cutting the browser's route content modules in two (see loader.js). */
export const contentLoader = path.resolve(__dirname, 'loader.js');

/** The query marking a content module requested by the route table. */
export const routeContentQuery = 'static-content';

const clientDir = path.resolve(__dirname, 'client');

/**
 * The theme components it wraps (DocItem/Content, BlogPostItem/Content, MDXPage, MDXContent), shipped with it: a
 * site plugin's theme comes after theme-classic's, so each shadows theme-classic's and reaches it as `@theme-init`;
 * the site's own wraps (src/theme) reach these as `@theme-original`.
 */
export const themePath = path.resolve(__dirname, 'theme');

/** The request for `request` made from `context`: route table requests of Markdown files get the query. */
export function replacementFor(context: string, request: string, generatedFilesDir: string): string | undefined {
  if (path.resolve(context) !== path.resolve(generatedFilesDir) || !/\.mdx?(\?|$)/.test(request)) return undefined;
  // The bundler may hand the replaced request back: it is left as it is.
  if (new URLSearchParams(request.split('?')[1]).has(routeContentQuery)) return undefined;
  return `${request}${request.includes('?') ? '&' : '?'}${routeContentQuery}`;
}

/**
 * Docs and blog posts keep, on the page the browser loads, the HTML the server rendered (client/StaticContent):
 * their compiled content, and the MDX components it renders with (code blocks, admonitions), load only with a
 * client-side navigation. On the Server API page that was 26 KB (gzip) of the 173 KB it loaded.
 */
export default function staticContentPlugin(context: LoadContext): Plugin {
  return {
    name: 'static-content',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.join(clientDir, 'appHydrated.ts')],
    configureWebpack(config, isServer, {currentBundler}) {
      // The dev server renders pages in the browser only: there is no server HTML to keep.
      const keepsServerHtml = config.mode === 'production';
      const mdxContent = path.join(clientDir, isServer || !keepsServerHtml ? 'mdxContent.server.ts' : 'mdxContent.ts');
      const resolve = {alias: {'@static-content/mdx-content$': mdxContent}};
      if (!keepsServerHtml) return {resolve};
      const fromRouteTable = (from: string, request: string) => replacementFor(from, request, context.generatedFilesDir);
      // The server requests the same modules: Docusaurus's mdx-loader compiles each once for both bundles (its
      // server compilation waits for the browser's of the same request). Its modules stay whole.
      const routeContent = moduleReplacement(currentBundler, /\.mdx?(\?.*)?$/, fromRouteTable);
      if (isServer) return {resolve, plugins: [routeContent]};
      const options = {
        siteDir: context.siteDir,
        islandModule: path.join(clientDir, 'island.tsx'),
      };
      return {
        resolve,
        plugins: [routeContent],
        module: {
          rules: [
            {
              test: (file: string) => /\.mdx?$/i.test(file),
              resourceQuery: (query: string) => new URLSearchParams(query.slice(1)).has(routeContentQuery),
              // After the mdx-loader: the loader reads the compiled module.
              enforce: 'post' as const,
              use: [{loader: contentLoader, options}],
            },
          ],
        },
      };
    },
  };
}
