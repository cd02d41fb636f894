// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/** A code block's `file=examples/x/server.js` (or `…server.js#region`) meta, as the remark plugin reads it. */
const fileMeta = /(?:^|\s)file=(\S+)/;

/** A fence opening a code block, in a list, a quote or JSX too: ```` ```js title="server.js" file=… ````. */
const fenceLine = /^[\s>]*(?:`{3,}|~{3,})(.*)$/gm;

/**
 * The sample files a Markdown page shows through `file=`, from the site's root, each once. Fences inside a code
 * block (a page showing the syntax itself) count too: a needless dependency costs nothing.
 * @param {string} markdown
 * @returns {string[]}
 */
function sampleFiles(markdown) {
  const files = new Set();
  for (const [, info] of markdown.matchAll(fenceLine)) {
    const match = (info ?? '').match(fileMeta);
    if (match?.[1]) files.add(match[1].split('#')[0]);
  }
  return [...files];
}

/**
 * Runs before Docusaurus's mdx-loader on every Markdown module and leaves it as it is: it makes each sample file
 * the page shows a dependency of the page's module. The remark plugin reads those files in the mdx-loader, out of
 * the bundler's sight: without this, an edited sample reached neither the dev server's open page nor a build
 * reusing the persistent cache.
 * @this {{addDependency(file: string): void, addMissingDependency(file: string): void, getOptions(): {siteDir: string}}}
 * @param {string} source
 */
module.exports = function sampleFileDependencies(source) {
  const {siteDir} = this.getOptions();
  for (const file of sampleFiles(source)) {
    const fullPath = path.join(siteDir, file);
    // A file still to be written: the build fails on it, and its creation rebuilds the page.
    if (fs.existsSync(fullPath)) this.addDependency(fullPath);
    else this.addMissingDependency(fullPath);
  }
  return source;
};

module.exports.fileMeta = fileMeta;
module.exports.sampleFiles = sampleFiles;
