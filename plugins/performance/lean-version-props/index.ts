import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The loader taking the doc descriptions out of the docs plugin's version props. */
export const versionPropsLoader = path.resolve(__dirname, 'loader.js');

/** Whether `file` is a version props file of a docs plugin instance: `<generated>/docusaurus-plugin-content-docs/<id>/p/<name>.json`. */
export function isVersionProps(generatedFilesDir: string, file: string): boolean {
  const relative = path.relative(path.join(generatedFilesDir, 'docusaurus-plugin-content-docs'), path.resolve(file)).split(path.sep);
  return relative.length === 3 && relative[0] !== '..' && relative[1] === 'p' && relative[2].endsWith('.json');
}

/**
 * Every doc page loads its version's props, which held each doc's description (see loader.js). Both bundles
 * get the same props, so that the server's HTML and the browser's first render agree.
 */
export default function leanVersionPropsPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-version-props',
    configureWebpack() {
      return {module: {rules: [{test: (file: string) => isVersionProps(context.generatedFilesDir, file), use: [{loader: versionPropsLoader}]}]}};
    },
  };
}
