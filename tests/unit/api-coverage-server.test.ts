// Every public member of the socket.io 4.8 server classes (and of the Engine.IO server behind `io.engine`) must have a
// heading in its class section of the Server API page, in English, pt-br, fr and zh-CN (es once translated). The members are read from the
// .d.ts files of the installed packages with the TypeScript compiler API, so a new member in an upgrade fails this test.
// Sections are found by their heading id and members by the code of their heading, both the same in every locale.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {parseMarkdown} from '../helpers/content';
import {docLocalesWithPage} from '../helpers/docLocales';
import {repoRoot} from '../helpers/processes';

/** `section` is the id of the `##` heading of the class. */
type Target = {dts: string; className: string; section: string; skipConstructor?: boolean};

const sio = path.join(repoRoot, 'node_modules/socket.io/dist');
const eio = path.join(repoRoot, 'node_modules/engine.io/build');

const targets: Target[] = [
  {dts: path.join(sio, 'index.d.ts'), className: 'Server', section: 'server'},
  {dts: path.join(sio, 'namespace.d.ts'), className: 'Namespace', section: 'namespace'},
  {dts: path.join(sio, 'socket.d.ts'), className: 'Socket', section: 'socket'},
  {dts: path.join(sio, 'client.d.ts'), className: 'Client', section: 'client'},
  {dts: path.join(sio, 'broadcast-operator.d.ts'), className: 'BroadcastOperator', section: 'broadcastoperator'},
  {dts: path.join(sio, 'broadcast-operator.d.ts'), className: 'RemoteSocket', section: 'remotesocket'},
  // io.engine: the engine is created by socket.io, so its constructor is not part of the socket.io API
  {dts: path.join(eio, 'server.d.ts'), className: 'BaseServer', section: 'engine', skipConstructor: true},
  {dts: path.join(eio, 'server.d.ts'), className: 'Server', section: 'engine', skipConstructor: true},
];

const INTERNAL_TAGS = new Set(['private', 'internal', 'package']);

/** Public members declared by a class: not private/protected, not starting with "_", not tagged internal. */
function publicMembers({dts, className, skipConstructor}: Target): string[] {
  const source = ts.createSourceFile(dts, fs.readFileSync(dts, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  let found = false;
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node) || node.name?.text !== className) return;
    found = true;
    for (const member of node.members) {
      const flags = ts.getCombinedModifierFlags(member as ts.Declaration);
      if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
      if (ts.getJSDocTags(member).some((tag) => INTERNAL_TAGS.has(tag.tagName.text))) continue;
      if (ts.isConstructorDeclaration(member)) {
        if (!skipConstructor) names.add('constructor');
        continue;
      }
      const name = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
      if (!name || name.startsWith('_')) continue;
      names.add(name);
    }
  });
  assert.ok(found, `class ${className} not found in ${path.relative(repoRoot, dts)}`);
  return [...names];
}

/** The headings of each `##` section of a page, without their `{#id}`, keyed by the section's id. */
function sections(file: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const heading of parseMarkdown(file).headings) {
    const text = heading.text.replace(/\s*\{#[\w-]+\}\s*$/, '');
    if (heading.level === 2) {
      current = [];
      result.set(heading.id ?? text, current);
    } else if (current) {
      current.push(text);
    }
  }
  return result;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function isDocumented(member: string, target: Target, headings: string[]): boolean {
  const pattern =
    member === 'constructor'
      ? new RegExp(`(^|\\s)new ${escape(target.className)}\\(`)
      : new RegExp(`(^|[\\s.])${escape(member)}($|[\\s(])`);
  return headings.some((heading) => pattern.test(heading));
}

const pages = docLocalesWithPage('server-api.md').map((locale) => `${locale.dir}/server-api.md`);

for (const page of pages) {
  test(`${page} documents every public member of the socket.io server classes`, () => {
    const file = path.join(repoRoot, page);
    assert.ok(fs.existsSync(file), `${page} does not exist`);
    const bySection = sections(file);
    const missing: string[] = [];
    let checked = 0;
    for (const target of targets) {
      const headings = bySection.get(target.section);
      if (!headings) {
        missing.push(`section "## … {#${target.section}}" (class ${target.className})`);
        continue;
      }
      for (const member of publicMembers(target)) {
        checked++;
        if (!isDocumented(member, target, headings)) missing.push(`${target.className}.${member} (section ${target.section})`);
      }
    }
    assert.ok(checked > 100, `only ${checked} members found: the .d.ts files were not read as expected`);
    assert.deepEqual(missing, [], `${page} misses ${missing.length} member(s):\n  ${missing.join('\n  ')}`);
  });
}
