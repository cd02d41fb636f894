// @ts-check
// A loader for the browser's copies of the locale's code translations (.docusaurus/codeTranslations.json).
// Imported as Docusaurus imports it, the file keeps only the messages of no group: that copy is in main.js,
// on every page. Imported with `?group=<name>` (by the group's module, see the plugin), it is that group's
// messages only, which join the first copy when a chunk needing them loads.
const {messagesOf} = require('./groups');

/** @this {{getOptions(): {groups: import('./groups').CodeTranslationGroups}; resourceQuery: string}} @param {string} source */
module.exports = function codeTranslationGroupsLoader(source) {
  const {groups} = this.getOptions();
  const group = new URLSearchParams(this.resourceQuery).get('group') ?? undefined;
  if (group !== undefined && !(group in groups)) throw new Error(`code-translation-groups: no group named "${group}"`);
  return JSON.stringify(messagesOf(groups, JSON.parse(source), group));
};
