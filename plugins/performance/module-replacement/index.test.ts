import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {CurrentBundler} from '@docusaurus/types';
import {isInside, moduleReplacement} from './index';

/** A bundler whose NormalModuleReplacementPlugin keeps what it was given, as webpack's and Rspack's do. */
class RecordingReplacementPlugin {
  constructor(
    readonly request: RegExp,
    readonly rewrite: (resolveData: {context: string; request: string}) => void,
  ) {}
}
const bundler = {name: 'rspack', instance: {NormalModuleReplacementPlugin: RecordingReplacementPlugin}} as unknown as CurrentBundler;

test('a matching request is sent to the replacement the callback names, and left alone when it names none', () => {
  const plugin = moduleReplacement(bundler, /^\.\/a$/, (context, request) => (context === '/lib' && request === './a' ? '/site/a.ts' : undefined)) as unknown as RecordingReplacementPlugin;
  assert.deepEqual(plugin.request, /^\.\/a$/);
  const fromLib = {context: '/lib', request: './a'};
  plugin.rewrite(fromLib);
  assert.equal(fromLib.request, '/site/a.ts');
  const fromElsewhere = {context: '/src', request: './a'};
  plugin.rewrite(fromElsewhere);
  assert.equal(fromElsewhere.request, './a');
});

test('isInside tells a request made from inside a folder from one made elsewhere', () => {
  assert.equal(isInside('/site/node_modules/pkg/lib', '/site/node_modules/pkg/lib'), true);
  assert.equal(isInside('/site/node_modules/pkg/lib', '/site/node_modules/pkg/lib/utils'), true);
  assert.equal(isInside('/site/node_modules/pkg/lib', '/site/node_modules/pkg'), false);
  assert.equal(isInside('/site/node_modules/pkg/lib', '/site/node_modules/pkg/library'), false);
  assert.equal(isInside('/site/node_modules/pkg/lib', '/site/src/theme'), false);
});
