import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {parseMarkdown} from '../helpers/content';
import {docLocalesWithPage} from '../helpers/docLocales';
import {repoRoot} from '../helpers/processes';

/**
 * Every option the installed socket.io accepts at `new Server(options)` must have its own heading on the
 * "Server options" page, in English, pt-br, fr and zh-CN (es once translated). The list comes from the type declarations themselves, so an
 * upgrade that adds an option fails this test until the option is documented. An option heading is the option's name
 * in every locale (code is never translated).
 */
const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));
const socketIoTypes = path.join(path.dirname(requireFromRoot.resolve('socket.io')), 'index.d.ts');
// the engine.io copy socket.io itself imports, which is the one whose options it accepts
const engineIoMain = createRequire(requireFromRoot.resolve('socket.io')).resolve('engine.io');
const engineIoTypes = path.join(path.dirname(engineIoMain), 'server.d.ts');

const program = ts.createProgram([socketIoTypes, engineIoTypes], {strict: true, noEmit: true, skipLibCheck: true});
const checker = program.getTypeChecker();

function interfaceType(file: string, name: string): ts.Type {
  const source = program.getSourceFile(file);
  assert.ok(source, `cannot read ${file}`);
  let found: ts.InterfaceDeclaration | undefined;
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name) found = node;
  });
  assert.ok(found, `interface ${name} not found in ${file}`);
  return checker.getTypeAtLocation(found);
}

function propertyNames(type: ts.Type): string[] {
  return checker.getPropertiesOfType(type).map((symbol) => symbol.getName());
}

const serverOptions = interfaceType(socketIoTypes, 'ServerOptions');
const recovery = checker.getPropertyOfType(serverOptions, 'connectionStateRecovery');
assert.ok(recovery, 'ServerOptions.connectionStateRecovery is gone: update the page and this test');
const recoveryType = checker.getNonNullableType(checker.getTypeOfSymbol(recovery));

const expected: {from: string; names: string[]}[] = [
  {from: 'socket.io ServerOptions (with the inherited engine.io options)', names: propertyNames(serverOptions)},
  {from: 'engine.io ServerOptions', names: propertyNames(interfaceType(engineIoTypes, 'ServerOptions'))},
  {from: 'engine.io AttachOptions', names: propertyNames(interfaceType(engineIoTypes, 'AttachOptions'))},
  {from: 'socket.io ServerOptions.connectionStateRecovery', names: propertyNames(recoveryType)},
];

const pages = docLocalesWithPage('server-options.md').map((locale) => path.join(repoRoot, locale.dir, 'server-options.md'));

/** The option names the page documents: the text of its headings, without the {#id} and backticks. */
function documentedNames(file: string): Set<string> {
  return new Set(
    parseMarkdown(file).headings.map((h) => h.text.replace(/\{#[\w-]+\}\s*$/, '').replace(/`/g, '').trim()),
  );
}

test('the declarations list the options this test expects to find', () => {
  const socketIo = expected[0].names;
  for (const name of ['path', 'connectionStateRecovery', 'pingInterval', 'cors', 'addTrailingSlash']) {
    assert.ok(socketIo.includes(name), `${name} is not in ServerOptions: the compiler did not read the declarations`);
  }
  assert.deepEqual([...expected[3].names].sort(), ['maxDisconnectionDuration', 'skipMiddlewares']);
});

for (const file of pages) {
  describe(path.relative(repoRoot, file), () => {
    const documented = documentedNames(file);
    for (const {from, names} of expected) {
      test(`documents every option of ${from}`, () => {
        const missing = names.filter((name) => !documented.has(name));
        assert.deepEqual(missing, [], `options without a heading in ${path.relative(repoRoot, file)}`);
      });
    }
  });
}
