import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import remarkCodeVariants from './remark';
import {tablistLabel} from './labels';

type Element = {type: string; data: {hName: string; hProperties: Record<string, unknown>}; children: any[]};

const page = path.resolve(__dirname, '../../docs/tutorial/step-3.md');

function run(...nodes: Code[]): Root {
  const tree: Root = {type: 'root', children: nodes};
  remarkCodeVariants()(tree, {path: page} as never);
  return tree;
}

const code = (lang: string, meta: string | null, value = ''): Code => ({type: 'code', lang, meta, value});

test('a block showing a Node.js sample whose CommonJS differs becomes CommonJS / ES modules / TypeScript tabs', () => {
  const tree = run(code('js', 'title="index.js" file=examples/tutorial/step-3/index.js'));
  const group = tree.children[0] as unknown as Element;
  assert.equal(group.data.hName, 'div');
  assert.deepEqual(group.data.hProperties, {className: ['code-variants'], dataCodeGroup: 'module'});
  const [tablist, ...panels] = group.children as Element[];
  assert.equal(tablist!.data.hProperties.role, 'tablist');
  assert.equal(tablist!.data.hProperties.ariaLabel, 'Module system');
  const tabs = tablist!.children as Element[];
  assert.deepEqual(tabs.map((tab) => tab.children[0].value), ['CommonJS', 'ES modules', 'TypeScript']);
  // The default (CommonJS) is selected in the served HTML; the other panels are hidden.
  assert.deepEqual(tabs.map((tab) => [tab.data.hProperties.ariaSelected, tab.data.hProperties.tabIndex]), [['true', 0], ['false', -1], ['false', -1]]);
  assert.deepEqual(panels.map((panel) => panel.data.hProperties.hidden), [false, true, true]);
  for (const [index, tab] of tabs.entries()) {
    assert.equal(tab.data.hProperties.ariaControls, panels[index]!.data.hProperties.id);
    assert.equal(panels[index]!.data.hProperties.ariaLabelledBy, tab.data.hProperties.id);
  }
  const [cjs, esm, ts] = panels.map((panel) => panel.children[0] as Code);
  assert.match(cjs!.value, /^const express = require\('express'\);/);
  assert.match(cjs!.value, /^const \{ Server \} = require\('socket\.io'\);$/m);
  assert.doesNotMatch(cjs!.value, /import|#region/);
  assert.match(esm!.value, /^import express from 'express';/);
  assert.equal(cjs!.meta, 'title="index.js"');
  assert.equal(ts!.meta, 'title="index.ts"');
  assert.equal(ts!.lang, 'ts');
});

test('the tutorial\'s package.json declares "type": "commonjs" in the CommonJS tab', () => {
  const tree = run(code('json', 'title="package.json" file=examples/tutorial/step-1/package.json'));
  const panels = ((tree.children[0] as unknown as Element).children as Element[]).slice(1).map((panel) => panel.children[0] as Code);
  assert.deepEqual(panels.map((panel) => panel.value.match(/"type": "(\w+)"/)?.[1]), ['commonjs', 'module', 'module']);
  assert.deepEqual(panels.map((panel) => [panel.lang, panel.meta]), Array(3).fill(['json', 'title="package.json"']));
});

test('a region whose variants are all the same keeps one block, for remark-code-from-file to fill', () => {
  const block = code('js', 'file=examples/tutorial/step-3/index.js#connection');
  const tree = run(block);
  assert.equal(tree.children[0], block);
  assert.match(block.meta!, /file=/);
});

test('3.x and 2.x samples, browser code and other languages get no tabs', () => {
  for (const meta of ['file=examples/v3/basic/server.js', 'file=examples/client-with-bundlers/src/main.js', 'file=examples/tutorial/step-3/index.html']) {
    const block = code('js', meta);
    assert.equal(run(block).children[0], block, meta);
  }
});

test('an npm install block becomes npm / Yarn / pnpm / Bun tabs, absorbing the hand-written blocks after it', () => {
  const tree = run(code('bash', null, 'npm install socket.io'), code('bash', null, 'yarn add socket.io'), code('bash', null, 'pnpm add socket.io'), code('js', null, 'x'));
  assert.equal(tree.children.length, 2);
  const group = tree.children[0] as unknown as Element;
  assert.equal(group.data.hProperties.dataCodeGroup, 'pm');
  const [tablist, ...panels] = group.children as Element[];
  assert.equal(tablist!.data.hProperties.ariaLabel, 'Package manager');
  assert.deepEqual(
    panels.map((panel) => (panel.children[0] as Code).value),
    ['npm install socket.io', 'yarn add socket.io', 'pnpm add socket.io', 'bun add socket.io'],
  );
  assert.equal((tree.children[1] as Code).value, 'x');
});

test('ids are unique on the page and differ between pages (a blog list shows several posts)', () => {
  const tree = run(code('bash', null, 'npm install a'), code('js', null, ''), code('bash', null, 'npm install b'));
  const ids = [tree.children[0], tree.children[2]].map((group) => ((group as unknown as Element).children[1] as Element).data.hProperties.id);
  assert.notEqual(ids[0], ids[1]);
  assert.match(String(ids[0]), /^cv-[0-9a-f]{6}-1-npm-panel$/);
});

test('the tab lists are named in the locale being built', () => {
  assert.equal(tablistLabel('module', 'pt-br'), 'Sistema de módulos');
  assert.equal(tablistLabel('pm', 'fr'), 'Gestionnaire de paquets');
  assert.equal(tablistLabel('pm', 'zh-CN'), '包管理器');
});
