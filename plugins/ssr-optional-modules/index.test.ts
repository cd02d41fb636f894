import {test} from 'node:test';
import assert from 'node:assert/strict';
import ssrOptionalModulesPlugin from './index';

const configure = (isServer: boolean) =>
  (ssrOptionalModulesPlugin().configureWebpack as (...args: unknown[]) => unknown)({}, isServer, {}, {});

test('the server bundle resolves the optional add-ons of ws to nothing', () => {
  assert.deepEqual(configure(true), {resolve: {alias: {bufferutil: false, 'utf-8-validate': false}}});
});

test('the browser bundle is left as it is', () => {
  assert.deepEqual(configure(false), {});
});
