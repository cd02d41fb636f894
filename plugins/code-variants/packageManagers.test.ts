import {test} from 'node:test';
import assert from 'node:assert/strict';
import {commandsFor, hasInstallCommand} from './packageManagers';

test('install commands are written for each package manager', () => {
  const block = 'npm install socket.io';
  assert.deepEqual(
    (['npm', 'yarn', 'pnpm', 'bun'] as const).map((manager) => commandsFor(block, manager)),
    ['npm install socket.io', 'yarn add socket.io', 'pnpm add socket.io', 'bun add socket.io'],
  );
  assert.equal(commandsFor('npm install --save-dev @types/socket.io@2', 'pnpm'), 'pnpm add --save-dev @types/socket.io@2');
  assert.equal(commandsFor('npm install --save-optional bufferutil', 'bun'), 'bun add --optional bufferutil');
  assert.equal(commandsFor('npm uninstall -g pm2\nnpm install -g @socket.io/pm2', 'yarn'), 'yarn global remove pm2\nyarn global add @socket.io/pm2');
});

test('other lines stay as written (npm comes with Node.js), and a trailing comment keeps its column', () => {
  assert.equal(commandsFor('mkdir chat && cd chat\nnpm init -y\nnpm pkg set type=module\nnpm install express@4 socket.io', 'pnpm'), 'mkdir chat && cd chat\nnpm init -y\nnpm pkg set type=module\npnpm add express@4 socket.io');
  assert.equal(commandsFor('npm install socket.io-client   # in the React Native app', 'bun'), 'bun add socket.io-client       # in the React Native app');
});

test('only blocks that install packages get tabs', () => {
  assert.equal(hasInstallCommand('npm install socket.io'), true);
  assert.equal(hasInstallCommand('npm i -D typescript'), true);
  assert.equal(hasInstallCommand('npm run dev'), false);
  assert.equal(hasInstallCommand('npx mocha test.js'), false);
  assert.equal(hasInstallCommand('npm ls socket.io'), false);
});
