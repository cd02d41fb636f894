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
  const generated = path.join(context.generatedFilesDir, 'code-variants', 'choices.css');
  fs.mkdirSync(path.dirname(generated), {recursive: true});
  fs.writeFileSync(generated, choiceStylesheet());
  return {
    name: 'code-variants',
    getClientModules: () => [path.join(__dirname, 'client/tabs.css'), generated],
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: headScript()}]}),
  };
}
