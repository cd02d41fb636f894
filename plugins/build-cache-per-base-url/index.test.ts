import assert from 'node:assert/strict';
import {test} from 'node:test';
import {cacheWithBaseUrl} from './index';

test('the Rspack persistent cache gets one version per base URL, keeping the rest of its options', () => {
  const config = {cache: true, experiments: {cache: {type: 'persistent', version: 'client-production-pt-br-3.10.2-abc', buildDependencies: ['x']}}};
  const full = cacheWithBaseUrl(config, '/pt-br/');
  const alone = cacheWithBaseUrl(config, '/');
  assert.deepEqual(full, {experiments: {cache: {type: 'persistent', version: 'client-production-pt-br-3.10.2-abc-base:/pt-br/', buildDependencies: ['x']}}});
  const versionOf = (config: ReturnType<typeof cacheWithBaseUrl>) => (config?.experiments?.cache as {version: string}).version;
  assert.notEqual(versionOf(full), versionOf(alone));
  assert.notDeepEqual(full, alone);
});

test('a webpack filesystem cache gets the same treatment', () => {
  const config = {cache: {type: 'filesystem', name: 'client-production-fr', version: '3.10.2-abc'}};
  assert.deepEqual(cacheWithBaseUrl(config, '/fr/'), {cache: {type: 'filesystem', name: 'client-production-fr', version: '3.10.2-abc-base:/fr/'}});
});

test('a build without a persistent cache is left alone', () => {
  assert.equal(cacheWithBaseUrl({}, '/'), undefined);
  assert.equal(cacheWithBaseUrl({cache: true, experiments: {}}, '/'), undefined);
});
