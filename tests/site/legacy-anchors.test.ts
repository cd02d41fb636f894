import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {attributeValues, fileForPath, localePrefixes} from '../helpers/builtSite';
import {legacyAnchors} from '../../config/legacyAnchors';

// Links on the web use the previous site's heading ids (config/legacyAnchors.ts): in every locale, each one is an
// element of the built page placed right before the heading it stands for.
for (const prefix of localePrefixes) {
  for (const [doc, anchors] of Object.entries(legacyAnchors)) {
    const url = `${prefix}docs/v4/${doc}/`;
    test(`${url} answers to ${anchors.map(({legacy}) => `#${legacy}`).join(', ')}`, () => {
      const file = fileForPath(url);
      assert.ok(file, `${url} is not in the build`);
      const ids = attributeValues(fs.readFileSync(file, 'utf8'), 'id');
      for (const {legacy, heading} of anchors) {
        const at = ids.indexOf(legacy);
        assert.ok(at >= 0, `${url}: no element with id="${legacy}"`);
        assert.equal(ids[at + 1], heading, `${url}: #${legacy} is not right before the heading #${heading}`);
      }
    });
  }
}
