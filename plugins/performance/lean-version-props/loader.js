// @ts-check
// A loader for the docs plugin's version props (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json), the
// data every doc page of a version loads: the version's sidebars and a map of its docs. Each doc of the map
// keeps its id, title and sidebar, not its description: only theme-classic's DocCard reads it (cards of a
// category index or of <DocCardList />, which this site does not use; a unit test checks), and the v4
// descriptions were 4.5 KB (gzip) of every v4 page.

/**
 * @param {string} source
 * @returns {string}
 */
function withoutDocDescriptions(source) {
  const props = JSON.parse(source);
  // Other routes' props (tag pages) share the directory; they carry no version.
  if (!('version' in props)) return source;
  const docs = props.version?.docs;
  if (typeof docs !== 'object' || docs === null || typeof props.version.docsSidebars !== 'object') {
    throw new Error('lean-version-props: version props without version.docs and version.docsSidebars (has the docs plugin changed them?)');
  }
  let removed = 0;
  for (const doc of Object.values(docs)) {
    if (doc && typeof doc === 'object' && 'description' in doc) {
      delete doc.description;
      removed++;
    }
  }
  // Docs, and not one description: the trick saves nothing, and the docs plugin has changed what it writes.
  if (removed === 0 && Object.keys(docs).length > 0) {
    throw new Error(`lean-version-props: no doc of version ${JSON.stringify(props.version.version)} has a description to take out (has the docs plugin changed its version props?)`);
  }
  return JSON.stringify(props);
}

/** @this {unknown} @param {string} source */
module.exports = function leanVersionPropsLoader(source) {
  return withoutDocDescriptions(source);
};
module.exports.withoutDocDescriptions = withoutDocDescriptions;
