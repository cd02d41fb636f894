import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {tabbedSamples} from '../../plugins/code-variants/pages';
import {siblingOf, siteDir} from '../../plugins/code-variants/samples';
import {sameAsModule, typecheckSamples} from '../../plugins/code-variants/typescript';
import typechecked from '../../plugins/code-variants/typechecked.json';

// The TypeScript tabs of the pages (plugins/code-variants): each is typechecked with tsc --strict against the
// installed packages, and a hand-written .ts is its ES module plus types, so that the sample tests, which run the
// ES module, run it too.

const hasSibling = (file: string) => fs.existsSync(path.join(siteDir, siblingOf(file, 'ts')));

test('every TypeScript variant typechecks with --strict, and typechecked.json lists exactly the samples that do as they are', () => {
  const errors = typecheckSamples({all: true});
  const shown = tabbedSamples();
  const failing = [...errors].filter(([file, list]) => list.length > 0 && (hasSibling(file) || typechecked.includes(file)));
  assert.deepEqual(failing.map(([file, list]) => `${file}\n  ${list.join('\n  ')}`), [], 'TypeScript variants with errors');
  const passAsTheyAre = [...errors].filter(([file, list]) => list.length === 0 && !hasSibling(file)).map(([file]) => file).sort();
  assert.deepEqual(
    passAsTheyAre,
    [...typechecked].sort(),
    'plugins/code-variants/typechecked.json is out of date: write it with `npx tsx plugins/code-variants/update-typechecked.ts`',
  );
  const modules = [...shown.keys()].filter((file) => file.endsWith('.js'));
  const withTab = modules.filter((file) => shown.get(file)!.typeScript);
  const handWritten = withTab.filter(hasSibling);
  console.log(
    `TypeScript variants typechecked: ${[...errors.keys()].filter((file) => hasSibling(file) || typechecked.includes(file)).length} ` +
      `(${handWritten.length} .ts written by hand, ${withTab.length - handWritten.length} ES modules as they are, shown with a TypeScript tab; ` +
      `${modules.length - withTab.length} samples shown with tabs have no TypeScript variant yet)`,
  );
});

test('a hand-written .ts is its ES module sample plus types (TypeScript\'s transpiler erases them)', () => {
  const siblings = [...typecheckSamples().keys()].filter(hasSibling);
  assert.ok(siblings.length > 0);
  const different = siblings.filter((file) => !sameAsModule(file));
  assert.deepEqual(different, [], 'these .ts samples do something their .js does not: make the two say the same');
});
