import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headScript} from './headScript';
import {choiceStylesheet} from './stylesheet';

export {default as remarkCodeVariants} from './remark';

/**
 * Every sample in the reader's setup (README): the tab groups the remark plugin writes get, on every page, the
 * reader's choice before the first paint (an inline script in `<head>`, the stylesheets below) and a listener that
 * switches them all. No JavaScript file: the script is in the HTML, the rest is CSS.
 */
export default function codeVariantsPlugin(context: LoadContext): Plugin {
  // One stylesheet (one module in main.js): the tabs' look, then the rules of the choices.
  const stylesheet = path.join(context.generatedFilesDir, 'code-variants', 'tabs.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, `${fs.readFileSync(path.join(__dirname, 'client/tabs.css'), 'utf8')}\n${choiceStylesheet()}`);
  return {
    name: 'code-variants',
    getClientModules: () => [stylesheet],
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: headScript()}]}),
  };
}
