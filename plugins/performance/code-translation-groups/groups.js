// @ts-check
// Which group, if any, a code translation id belongs to; shared by the plugin and its loader.

/** @typedef {Record<string, string[]>} CodeTranslationGroups group name → id prefixes */

/**
 * @param {CodeTranslationGroups} groups
 * @param {string} id
 * @returns {string | undefined}
 */
function groupOf(groups, id) {
  return Object.keys(groups).find((name) => groups[name].some((prefix) => id.startsWith(prefix)));
}

/**
 * The messages of `group`, or those of no group when `group` is undefined.
 * @param {CodeTranslationGroups} groups
 * @param {Record<string, string>} messages
 * @param {string | undefined} group
 * @returns {Record<string, string>}
 */
function messagesOf(groups, messages, group) {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => groupOf(groups, id) === group));
}

module.exports = {groupOf, messagesOf};
