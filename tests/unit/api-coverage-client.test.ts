/**
 * The client reference pages must cover the installed socket.io-client: every public member of Manager and Socket
 * (inherited Emitter methods included), every reserved event, and every option of ManagerOptions (with the Engine.IO
 * client options it extends) and SocketOptions, in the English page and in its pt-br, fr and zh-CN translations (es once translated).
 * Members and options are found by their code in the heading (never translated), events by their heading id.
 *
 * The list comes from the installed type definitions, read with the TypeScript compiler API, so an upgrade that adds a
 * member fails this test until the pages document it.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import {parseMarkdown, type Heading} from '../helpers/content';
import {docLocalesWithPage, eventId} from '../helpers/docLocales';
import {repoRoot} from '../helpers/processes';

const entry = path.join(repoRoot, 'node_modules/socket.io-client/build/esm/index.d.ts');
const program = ts.createProgram([entry], {target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true});
const checker = program.getTypeChecker();
const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
const exported = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s]));

function resolved(name: string): ts.Symbol {
  const symbol = exported.get(name);
  assert.ok(symbol, `socket.io-client exports ${name}`);
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function isPublic(property: ts.Symbol): boolean {
  if (property.name.startsWith('_')) return false;
  return (property.declarations ?? []).every((declaration) => {
    const modifiers = ts.getCombinedModifierFlags(declaration);
    if (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) return false;
    return !ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'private');
  });
}

type Member = {name: string; file: string};

function membersOf(name: string): Member[] {
  const type = checker.getDeclaredTypeOfSymbol(resolved(name));
  return checker
    .getPropertiesOfType(type)
    .filter(isPublic)
    .map((p) => ({name: p.name, file: p.declarations?.[0]?.getSourceFile().fileName ?? ''}));
}

/** Manager inherits a typed `emit` whose event map is empty: no call type-checks, so it is not part of its API. */
const managerMembers = membersOf('Manager').filter((m) => m.name !== 'emit').map((m) => m.name);
const socketMembers = membersOf('Socket').map((m) => m.name);
const eventsOf = (name: string) => membersOf(name).map((m) => m.name);
const managerOptions = membersOf('ManagerOptions');
const socketOptions = membersOf('SocketOptions').map((m) => m.name);
const ownManagerOptions = managerOptions.filter((m) => m.file.includes('socket.io-client')).map((m) => m.name);
const engineOptions = managerOptions.filter((m) => m.file.includes('engine.io-client')).map((m) => m.name);

type Entry = {text: string; id: string};

/** The ### headings under each ## section (text without its {#id}, and the id), keyed by the section's id. */
function sections(headings: Heading[]): Map<string, Entry[]> {
  const result = new Map<string, Entry[]>();
  let current: Entry[] = [];
  for (const heading of headings) {
    const text = heading.text.replace(/\s*\{#[\w-]+\}\s*$/, '');
    if (heading.level === 2) {
      current = [];
      result.set(heading.id ?? text, current);
    } else if (heading.level === 3) {
      current.push({text, id: heading.id ?? ''});
    }
  }
  return result;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function missing(names: string[], entries: Entry[], matches: (name: string, entry: Entry) => boolean): string[] {
  return names.filter((name) => !entries.some((entry) => matches(name, entry)));
}

const member = (name: string, {text}: Entry) => new RegExp(`\\.${escape(name)}(?![\\w$])`).test(text);
const event = (name: string, {id}: Entry) => eventId(name).test(id);
const option = (name: string, {text}: Entry) => new RegExp(`(^|[^\\w$.])${escape(name)}(?![\\w$])`).test(text);

test('the type definitions were read', () => {
  for (const expected of ['emit', 'emitWithAck', 'timeout', 'onAnyOutgoing', 'on', 'disconnected']) {
    assert.ok(socketMembers.includes(expected), `Socket has ${expected}`);
  }
  for (const expected of ['socket', 'reconnectionDelay', 'engine', 'open']) {
    assert.ok(managerMembers.includes(expected), `Manager has ${expected}`);
  }
  assert.ok(engineOptions.includes('transports') && ownManagerOptions.includes('reconnectionDelay'));
  assert.ok(socketOptions.includes('ackTimeout'));
  assert.ok(!socketMembers.includes('acks') && !socketMembers.includes('_pid') && !managerMembers.includes('_autoConnect'));
});

for (const locale of docLocalesWithPage('client-api.md')) {
  describe(`client API page (${locale.label})`, () => {
    const page = sections(parseMarkdown(path.join(repoRoot, locale.dir, 'client-api.md')).headings);
    test('documents every public Manager member', () => {
      assert.deepEqual(missing(managerMembers, page.get('manager') ?? [], member), []);
    });
    test('documents every Manager event', () => {
      assert.deepEqual(missing(eventsOf('ManagerReservedEvents'), page.get('manager') ?? [], event), []);
    });
    test('documents every public Socket member', () => {
      assert.deepEqual(missing(socketMembers, page.get('socket') ?? [], member), []);
    });
    test('documents every Socket event', () => {
      assert.deepEqual(missing(eventsOf('SocketReservedEvents'), page.get('socket') ?? [], event), []);
    });
  });

  describe(`client options page (${locale.label})`, () => {
    const page = sections(parseMarkdown(path.join(repoRoot, locale.dir, 'client-options.md')).headings);
    const engineHeadings = [...(page.get('low-level-engine-options') ?? []), ...(page.get('nodejs-specific-options') ?? [])];
    test('documents every option of SocketOptions', () => {
      assert.deepEqual(missing(socketOptions, page.get('socket-options') ?? [], option), []);
    });
    test('documents every option of ManagerOptions', () => {
      assert.deepEqual(missing(ownManagerOptions, page.get('manager-options') ?? [], option), []);
    });
    test('documents every Engine.IO client option that ManagerOptions extends', () => {
      assert.deepEqual(missing(engineOptions, engineHeadings, option), []);
    });
  });
}
