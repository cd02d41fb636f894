import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const dir = path.join(repoRoot, 'examples/typescript');

/** Typechecks files with the options of examples/typescript/tsconfig.json; returns "file(line): TS1234 message" lines. */
function typecheck(files: string[]): string[] {
  const configFile = ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile);
  assert.equal(configFile.error, undefined);
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, dir);
  const program = ts.createProgram({
    rootNames: files.map((file) => path.join(dir, file)),
    options: config.options,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file) return `TS${diagnostic.code} ${message}`;
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!);
    return `${path.basename(diagnostic.file.fileName)}(${line + 1}): TS${diagnostic.code} ${message}`;
  });
}

test('the typed server, client and event maps compile without errors', () => {
  assert.deepEqual(typecheck(['events.ts', 'server.ts', 'client.ts']), []);
});

test('wrong-payload.ts does not compile, and the compiler names each mistake', () => {
  const errors = typecheck(['wrong-payload.ts']);
  const expect = (pattern: RegExp) =>
    assert.ok(errors.some((error) => pattern.test(error)), `${pattern} not in:\n${errors.join('\n')}`);
  expect(/TS2345 Argument of type 'number' is not assignable to parameter of type 'string'/);
  expect(/TS2345 Argument of type '"chat mesage"' is not assignable to parameter of type '"chat message" \| "set name"'/);
  expect(/TS2345 Argument of type '\(count: string\) => void' is not assignable to parameter of type '\(count: number\) => void'/);
  expect(/TS2339 Property 'age' does not exist on type 'SocketData'/);
  expect(/TS2322 Type 'string' is not assignable to type 'boolean'/);
  assert.equal(errors.filter((error) => error.startsWith('wrong-payload.ts(')).length, 5);
});

test('the typed server and client run with tsx and talk to each other', async (t) => {
  const server = await startExampleServer('examples/typescript/server.ts', {}, ['--import', 'tsx']);
  t.after(() => server.stop());
  const client = startNode('examples/typescript/client.ts', {SERVER_URL: server.url}, ['--import', 'tsx']);
  t.after(() => client.stop());
  await client.waitForOutput(/Ana: hello from TypeScript/, 20_000);
  await client.waitForOutput(/connections: 1/, 20_000);
});
