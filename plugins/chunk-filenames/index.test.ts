import assert from 'node:assert/strict';
import {test} from 'node:test';
import chunkFilenamesPlugin, {chunkFilename} from './index';

type Configure = (config: object, isServer: boolean) => {output?: {chunkFilename?: string}};

test('the browser bundle names its chunks by id and content hash; the server bundle is left alone', () => {
  const configure = chunkFilenamesPlugin().configureWebpack as unknown as Configure;
  assert.deepEqual(configure({}, false), {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}});
  assert.deepEqual(configure({}, true), {});
  // A new URL for new content, and no chunk name for the runtime to map.
  assert.match(chunkFilename, /\[contenthash:\d+\]/);
  assert.doesNotMatch(chunkFilename, /\[name\]/);
});
