import assert from 'node:assert/strict';
import {test} from 'node:test';
import chunkFilenamesPlugin, {chunkFilename} from './index';

type Configure = (config: object, isServer: boolean) => {output?: {chunkFilename?: string}};

test('the browser bundle names its chunks by id and build hash; the server bundle is left alone', () => {
  const configure = chunkFilenamesPlugin().configureWebpack as unknown as Configure;
  assert.deepEqual(configure({}, false), {output: {chunkFilename: 'assets/js/[id].[fullhash:8].js'}});
  assert.deepEqual(configure({}, true), {});
  // A new URL for each build, and nothing per chunk for the runtime to map: no name, no content hash.
  assert.match(chunkFilename, /\[fullhash:\d+\]/);
  assert.doesNotMatch(chunkFilename, /\[(name|contenthash|chunkhash)/);
});
