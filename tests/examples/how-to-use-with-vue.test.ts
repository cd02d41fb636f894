import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {watch} from 'vue';
import {parse, compileScript} from 'vue/compiler-sfc';
import {io as ioc} from 'socket.io-client';
import {repoRoot, startExampleServer} from '../helpers/processes';

const dir = path.join(repoRoot, 'examples/how-to/use-with-vue');
const vueFiles = [
  'src/App.vue',
  'src/components/ConnectionState.vue',
  'src/components/ConnectionManager.vue',
  'src/components/MyForm.vue',
  'src/components/FooEvents.vue',
];

/** Resolves once `read()` satisfies `ok`, observed through Vue's own watch(). */
function until<T>(read: () => T, ok: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  if (ok(read())) return Promise.resolve(read());
  return new Promise((resolve, reject) => {
    const stop = watch(read, (value) => {
      if (!ok(value)) return;
      clearTimeout(timer);
      stop();
      resolve(value);
    });
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the reactive state did not change in time (last value: ${JSON.stringify(read())})`));
    }, timeoutMs);
  });
}

test('use-with-vue: the reactive state follows the socket (run in Node against a real server)', async (t) => {
  const server = await startExampleServer('examples/how-to/use-with-vue/server.js');
  t.after(() => server.stop());

  // io() without a URL connects to the host of the page, like in a browser
  (globalThis as any).location = new URL(server.url);
  const {socket} = await import('../../examples/how-to/use-with-vue/src/socket');
  const {state} = await import('../../examples/how-to/use-with-vue/src/state');
  t.after(() => socket.disconnect());

  // autoConnect: false, nothing happens until a component calls connect()
  assert.equal(socket.active, false);
  assert.deepEqual({...state}, {connected: false, fooEvents: []});

  // importing the state again (as every component does) does not add listeners
  await import('../../examples/how-to/use-with-vue/src/state');
  assert.equal(socket.listeners('foo').length, 1);
  assert.equal(socket.listeners('connect').length, 1);

  socket.connect();
  await until(() => state.connected, (connected) => connected);

  // what MyForm.vue does: the server broadcasts "foo" before acknowledging
  await socket.timeout(5000).emitWithAck('create-something', 'hello');
  assert.deepEqual(state.fooEvents, ['hello']);

  // another client (another tab) emits: the state receives the broadcast too
  const other = ioc(server.url, {reconnection: false});
  t.after(() => other.disconnect());
  await other.timeout(5000).emitWithAck('create-something', 'from another tab');
  await until(() => state.fooEvents.length, (length) => length === 2);
  assert.deepEqual(state.fooEvents, ['hello', 'from another tab']);

  socket.disconnect();
  await until(() => state.connected, (connected) => !connected);
  await server.waitForOutput(/disconnected \(client namespace disconnect\)/);
});

test('use-with-vue: the components compile with vue/compiler-sfc and everything typechecks (strict)', () => {
  const virtual = new Map<string, string>();
  for (const file of vueFiles) {
    const {descriptor, errors} = parse(fs.readFileSync(path.join(dir, file), 'utf8'), {filename: file});
    assert.deepEqual(errors, [], `${file} does not parse`);
    assert.equal(descriptor.scriptSetup?.lang, 'ts', `${file} uses <script setup lang="ts">`);
    // inlineTemplate: the template becomes TypeScript inside setup(), so its expressions are typechecked too
    const compiled = compileScript(descriptor, {id: file, inlineTemplate: true});
    virtual.set(path.join(dir, `${file}.ts`), compiled.content);
  }

  const configFile = ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile);
  assert.equal(configFile.error, undefined);
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, dir);
  assert.equal(config.options.strict, true);
  assert.equal(config.options.moduleResolution, ts.ModuleResolutionKind.Bundler);

  // "./components/MyForm.vue" resolves to the compiled "MyForm.vue.ts", kept in memory
  const host = ts.createCompilerHost(config.options);
  const {fileExists, readFile, getSourceFile} = host;
  host.fileExists = (file) => virtual.has(file) || fileExists(file);
  host.readFile = (file) => virtual.get(file) ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) =>
    virtual.has(file) ? ts.createSourceFile(file, virtual.get(file)!, language) : getSourceFile(file, language, ...rest);

  const program = ts.createProgram({rootNames: [...config.fileNames, ...virtual.keys()], options: config.options, host});
  const checked = program.getSourceFiles().map((file) => path.relative(dir, file.fileName));
  for (const file of ['src/socket.ts', 'src/state.ts', ...vueFiles.map((file) => `${file}.ts`)]) {
    assert.ok(checked.includes(file), `${file} was not typechecked`);
  }
  const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    return diagnostic.file ? `${path.relative(dir, diagnostic.file.fileName)}: ${message}` : message;
  });
  assert.deepEqual(diagnostics, []);
});
