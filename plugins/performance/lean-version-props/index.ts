import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {registryEntries, unescape} from '../internals';

/** The loader taking the doc descriptions out of the docs plugin's version props. */
export const versionPropsLoader = path.resolve(__dirname, 'loader.js');

/** Whether `file` is a version props file of a docs plugin instance: `<generated>/docusaurus-plugin-content-docs/<id>/p/<name>.json`. */
export function isVersionProps(generatedFilesDir: string, file: string): boolean {
  const relative = path.relative(path.join(generatedFilesDir, 'docusaurus-plugin-content-docs'), path.resolve(file)).split(path.sep);
  return relative.length === 3 && relative[0] !== '..' && relative[1] === 'p' && relative[2].endsWith('.json');
}

/**
 * The version props files of this build, found in its route registry (the modules its routes load): the loader's
 * input. Throws, naming the trick, when the registry has docs routes but none of them is a version props file
 * that the loader recognises: the rule would then match nothing, and every page keep the descriptions silently.
 */
export function versionPropsFiles(generatedFilesDir: string, registrySource: string): string[] {
  const requests = registryEntries(registrySource, 'lean-version-props').map(({entry}) => unescape(entry.request));
  const files = requests.map((request) => (request.startsWith('@generated/') ? path.join(generatedFilesDir, request.slice('@generated/'.length)) : request));
  const propsFiles = files.filter((file) => isVersionProps(generatedFilesDir, file));
  const withVersion = propsFiles.filter((file) => fs.existsSync(file) && 'version' in (JSON.parse(fs.readFileSync(file, 'utf8')) as object));
  if (withVersion.length === 0 && requests.some((request) => request.includes('docusaurus-plugin-content-docs'))) {
    throw new Error(
      'lean-version-props: the route registry has docs routes but no version props file it recognises ' +
        '(<generated>/docusaurus-plugin-content-docs/<id>/p/<name>.json with a `version`); has the docs plugin moved them?',
    );
  }
  return withVersion;
}

/**
 * Every doc page loads its version's props, which held each doc's description (see loader.js). Both bundles
 * get the same props, so that the server's HTML and the browser's first render agree.
 */
export default function leanVersionPropsPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-version-props',
    configureWebpack(_config, isServer) {
      // Once per build: the registry is written before the bundlers are configured.
      if (!isServer) versionPropsFiles(context.generatedFilesDir, fs.readFileSync(path.join(context.generatedFilesDir, 'registry.js'), 'utf8'));
      return {module: {rules: [{test: (file: string) => isVersionProps(context.generatedFilesDir, file), use: [{loader: versionPropsLoader}]}]}};
    },
  };
}
