import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {watch} from 'vue';
import {parse, compileScript} from 'vue/compiler-sfc';
import {io as ioc, type Socket} from 'socket.io-client';
import {freePort, repoRoot, startNode, waitForPort} from '../helpers/processes';

const dir = path.join(repoRoot, 'examples/how-to/use-with-nuxt');

function connected(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('hello', resolve);
    socket.once('connect_error', reject);
  });
}

test('use-with-nuxt: the server plugin and the client typecheck (strict, nitropack types)', () => {
  const vueFile = 'app/components/SocketStatus.vue';
  const {descriptor, errors} = parse(fs.readFileSync(path.join(dir, vueFile), 'utf8'), {filename: vueFile});
  assert.deepEqual(errors, []);
  const compiled = path.join(dir, `${vueFile}.ts`);
  const source = compileScript(descriptor, {id: vueFile, inlineTemplate: true}).content;

  const configFile = ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile);
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, dir);
  const host = ts.createCompilerHost(config.options);
  const {getSourceFile} = host;
  host.getSourceFile = (file, language, ...rest) =>
    file === compiled ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, ...rest);
  const program = ts.createProgram({rootNames: [...config.fileNames, compiled], options: config.options, host});
  const checked = program.getSourceFiles().map((file) => path.relative(dir, file.fileName));
  for (const file of ['server/plugins/socket.io.ts', 'app/socket.ts', `${vueFile}.ts`]) {
    assert.ok(checked.includes(file), `${file} was not typechecked`);
  }
  const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    return diagnostic.file ? `${path.relative(dir, diagnostic.file.fileName)}: ${message}` : message;
  });
  assert.deepEqual(diagnostics, []);
});

// some guides write nitro.features.websocket: the page says nitropack 2.13 has no such option
test('use-with-nuxt: only experimental.websocket turns WebSocket on; features.websocket is unknown to nitropack', async () => {
  const {createNitro} = await import('nitropack');
  const websocketOption = async (extra: Record<string, unknown>) => {
    const nitro = await createNitro({
      rootDir: dir,
      srcDir: path.join(dir, 'server'),
      dev: false,
      preset: 'node-server',
      compatibilityDate: '2025-07-15',
      buildDir: fs.mkdtempSync(path.join(os.tmpdir(), 'how-to-nuxt-options-')),
      logLevel: 1,
      ...extra,
    });
    await nitro.close();
    fs.rmSync(nitro.options.buildDir, {recursive: true, force: true});
    return nitro.options.experimental.websocket;
  };
  assert.equal(await websocketOption({experimental: {websocket: true}}), true);
  assert.equal(await websocketOption({features: {websocket: true}}), undefined);

  // and TypeScript refuses the key in a NitroConfig
  const file = path.join(dir, 'features-websocket.ts');
  const source = 'import type { NitroConfig } from "nitropack";\nexport const config: NitroConfig = { features: { websocket: true } };\n';
  const options: ts.CompilerOptions = {strict: true, noEmit: true, skipLibCheck: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022};
  const host = ts.createCompilerHost(options);
  const {getSourceFile, fileExists} = host;
  host.fileExists = (name) => name === file || fileExists(name);
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  const program = ts.createProgram({rootNames: [file], options, host});
  const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  assert.deepEqual(messages, ["Object literal may only specify known properties, and 'features' does not exist in type 'NitroConfig'."]);
});

test('use-with-nuxt: a Nitro build with the plugin serves Socket.IO over polling and WebSocket', async (t) => {
  // a production build of the server side of the app, with Nitro's programmatic API
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'how-to-nuxt-'));
  t.after(() => fs.rmSync(out, {recursive: true, force: true}));
  const {createNitro, prepare, copyPublicAssets, build} = await import('nitropack');
  const nitro = await createNitro({
    rootDir: dir,
    srcDir: path.join(dir, 'server'), // Nuxt's serverDir
    dev: false,
    preset: 'node-server',
    compatibilityDate: '2025-07-15',
    buildDir: path.join(out, '.nitro'),
    output: {dir: path.join(out, '.output')},
    experimental: {websocket: true},
    logLevel: 1,
  });
  await prepare(nitro);
  await copyPublicAssets(nitro);
  await build(nitro);
  await nitro.close();

  const port = await freePort();
  const server = startNode(path.join(out, '.output/server/index.mjs'), {PORT: String(port)});
  t.after(() => server.stop());
  await waitForPort(port);
  const url = `http://localhost:${port}`;

  // polling then upgrade (the default), WebSocket only, polling only
  const cases: Array<[string[], string]> = [
    [['polling', 'websocket'], 'websocket'],
    [['websocket'], 'websocket'],
    [['polling'], 'polling'],
  ];
  for (const [transports, expected] of cases) {
    const socket = ioc(url, {transports, reconnection: false});
    t.after(() => socket.disconnect());
    assert.match(await connected(socket), /^welcome, /);
    if (expected === 'websocket' && socket.io.engine.transport.name !== 'websocket') {
      await new Promise((resolve) => socket.io.engine.once('upgrade', resolve));
    }
    assert.equal(socket.io.engine.transport.name, expected);
    assert.equal(await socket.timeout(5000).emitWithAck('ping-server', 'hi'), 'pong: hi');
    socket.disconnect();
  }

  // the app's client module, run in Node.js as if the page had been served by this server
  (globalThis as any).location = new URL(url);
  const {socket, state} = await import('../../examples/how-to/use-with-nuxt/app/socket');
  t.after(() => socket.disconnect());
  const ready = new Promise<void>((resolve) => {
    const stop = watch(
      () => state.transport === 'websocket' && state.messages.length === 1,
      (done) => {
        if (done) {
          stop();
          resolve();
        }
      },
    );
  });
  socket.connect();
  await ready;
  assert.equal(state.connected, true);
  assert.match(state.messages[0], /^welcome, /);
  assert.match(await socket.timeout(5000).emitWithAck('ping-server', 'from the app'), /^pong: from the app$/);
});
