import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {repoRoot} from '../helpers/processes';
import {isReleasedEntry, isSocketIoPackage, workspacesOf} from '../../scripts/check-latest/packages.mjs';

test('check:latest moves Socket.IO packages and ws, wherever they sit among ours, and nothing else', () => {
  for (const name of ['socket.io', 'socket.io-client', 'engine.io-parser', '@socket.io/redis-adapter', 'ws', 'xmlhttprequest-ssl']) {
    assert.ok(isSocketIoPackage(name), name);
  }
  for (const name of ['socket.io.js', 'express', 'debug', '@docusaurus/core']) assert.ok(!isSocketIoPackage(name), name);
  const workspaces = workspacesOf(JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')));
  assert.ok(workspaces.includes('examples/v2') && workspaces.includes('examples/v3'));
  assert.ok(isReleasedEntry('node_modules/engine.io', workspaces));
  assert.ok(isReleasedEntry('examples/v3/node_modules/engine.io/node_modules/ws', workspaces));
  assert.ok(!isReleasedEntry('node_modules/lighthouse/node_modules/ws', workspaces), 'a copy inside another package stays');
  assert.ok(!isReleasedEntry('examples/v3', workspaces), 'the workspace itself');
});

test('check:latest turns the exact pins of the workspaces into caret ranges and lists the packages for npm update', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-latest-'));
  try {
    for (const file of ['package.json', 'package-lock.json', 'examples/v2/package.json', 'examples/v3/package.json', 'examples/pm2/package.json']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.copyFileSync(path.join(repoRoot, file), path.join(dir, file));
    }
    const script = path.join(repoRoot, 'scripts/check-latest/unpin.mjs');
    const names = execFileSync(process.execPath, [script, 'locked.json'], {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim().split(' ');
    assert.ok(names.includes('socket.io') && names.includes('engine.io') && names.includes('ws'), names.join(' '));
    const v2 = JSON.parse(fs.readFileSync(path.join(dir, 'examples/v2/package.json'), 'utf8'));
    assert.match(v2.dependencies['socket.io'], /^\^2\./);
    const {locked} = JSON.parse(fs.readFileSync(path.join(dir, 'locked.json'), 'utf8'));
    assert.match(locked['examples/v2/node_modules/socket.io'], /^2\./);
    assert.match(locked['node_modules/socket.io'], /^4\./);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
