// @ts-check
const path = require('node:path');

/**
 * Makes a translated page's English page a dependency of its compiled module, and passes the Markdown through:
 * the notice depends on the English text, and the persistent build cache recompiles a module only when one of its
 * dependencies changes. The mapping mirrors sources.ts's (i18n/<locale>/docusaurus-plugin-content-*).
 * @this {{resourcePath: string, getOptions(): {siteDir: string}, addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function translationSourceDependency(source) {
  const {siteDir} = this.getOptions();
  const [root, , plugin, ...rest] = path.relative(siteDir, this.resourcePath).split(path.sep);
  if (root !== 'i18n' || !plugin) return source;
  const file = rest.join('/');
  const english =
    plugin === 'docusaurus-plugin-content-blog'
      ? `blog/${file}`
      : plugin === 'docusaurus-plugin-content-pages'
        ? `src/pages/${file}`
        : rest[0] === 'current'
          ? `docs/${rest.slice(1).join('/')}`
          : `versioned_docs/${rest.join('/')}`;
  this.addDependency(path.join(siteDir, english));
  return source;
};
