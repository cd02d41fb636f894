// @ts-check
// A loader for the browser's copy of the site config (.docusaurus/docusaurus.config.mjs), without the keys only
// Docusaurus's Node side reads: the HTML template (ssrTemplate) and the plugin, preset and theme entries. They
// were 2.1 KB of it (0.8 KB gzip), in main.js on every page.

/** Keys of the site config that no browser code reads (a unit test searches Docusaurus's client code). */
const serverOnlyKeys = ['ssrTemplate', 'plugins', 'presets', 'themes'];

const prefix = /^[\s\S]*?export default (?=\{)/;

/**
 * @param {string} source
 * @returns {string}
 */
function withoutServerOnlyKeys(source) {
  const match = prefix.exec(source);
  const json = match ? source.slice(match[0].length).replace(/;\s*$/, '') : undefined;
  let config;
  try {
    config = JSON.parse(json ?? '');
  } catch {
    throw new Error('lean-client-config: the site config is not `export default <JSON>;` (has Docusaurus changed docusaurus.config.mjs?)');
  }
  for (const key of serverOnlyKeys) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
}

/** @this {unknown} @param {string} source */
module.exports = function leanClientConfigLoader(source) {
  return withoutServerOnlyKeys(source);
};
module.exports.withoutServerOnlyKeys = withoutServerOnlyKeys;
module.exports.serverOnlyKeys = serverOnlyKeys;
