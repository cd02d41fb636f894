import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {speedTricks, trickNames, tricks, tricksOff} from './index';

const options = {codeTranslationGroups: {demos: ['demos.']}};
const pluginName = (plugin: unknown) => (Array.isArray(plugin) ? plugin[0] : plugin) as {name: string};

test('every trick folder of the package is in the list once, and each of its needs is a trick', () => {
  const folders = fs
    .readdirSync(__dirname, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(__dirname, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    // A helper the tricks share, not a plugin.
    .filter((name) => name !== 'module-replacement');
  assert.deepEqual([...trickNames].sort(), folders.sort());
  assert.equal(new Set(trickNames).size, trickNames.length);
  for (const trick of tricks) for (const need of trick.needs ?? []) assert.ok(trickNames.includes(need), `${trick.name} needs ${need}`);
});

test('without SPEED_TRICKS_OFF, every trick is on, in the order of the list, with the page template of route-chunk-scripts', () => {
  const {plugins, ssrTemplate} = speedTricks(options, undefined);
  assert.equal(plugins.length, tricks.length);
  assert.deepEqual(plugins, tricks.map((trick) => trick.plugin(options)));
  assert.ok(ssrTemplate?.includes('<!DOCTYPE html>'));
  assert.deepEqual(speedTricks(options, '').plugins, plugins);
});

test('SPEED_TRICKS_OFF leaves the tricks it names out of the list', () => {
  const {plugins} = speedTricks(options, 'head-manager, tslib-import-default');
  assert.equal(plugins.length, tricks.length - 2);
  const names = plugins.map((plugin) => pluginName(plugin).name);
  assert.ok(!names.includes('headManagerPlugin') && !names.includes('tslibImportDefaultPlugin'));
  assert.ok(names.includes('idlePrefetchPlugin'));
});

test('an unknown name fails, listing the known ones', () => {
  assert.throws(() => tricksOff('head-manager,static-routes'), (error: Error) => {
    assert.match(error.message, /^SPEED_TRICKS_OFF: no speed trick named static-routes\. The tricks: /);
    for (const name of trickNames) assert.ok(error.message.includes(name), name);
    return true;
  });
});

test('a trick that needs one switched off is switched off too, and said so', () => {
  const notices: string[] = [];
  assert.deepEqual([...tricksOff('lazy-route-components', (message) => notices.push(message))].sort(), ['lazy-route-components', 'static-content', 'static-parts']);
  assert.deepEqual(notices, ['SPEED_TRICKS_OFF: static-content is off too, as it needs lazy-route-components.', 'SPEED_TRICKS_OFF: static-parts is off too, as it needs static-content.']);
  assert.deepEqual([...tricksOff('yielding-startup')].sort(), ['chunk-filenames', 'yielding-startup']);
  assert.deepEqual([...tricksOff('route-chunk-groups')].sort(), ['route-chunk-groups', 'route-chunk-scripts']);
  // The other way round, nothing else is off.
  assert.deepEqual([...tricksOff('static-parts')], ['static-parts']);
});

test("off, route-chunk-scripts leaves Docusaurus's own page template; code-translation-groups leaves empty group modules", () => {
  const {plugins, ssrTemplate} = speedTricks(options, 'route-chunk-scripts,code-translation-groups');
  assert.equal(ssrTemplate, undefined);
  assert.ok(plugins.some((plugin) => pluginName(plugin).name === 'codeTranslationGroupsOff'));
  assert.ok(!plugins.some((plugin) => pluginName(plugin).name === 'codeTranslationGroupsPlugin'));
});
