// The 3.x API reference pages must cover socket.io 3.1 and socket.io-client 3.1 as installed in examples/v3: every
// public member of each class has a heading in its class section, and every event the sources emit has an
// `Event: "name"` heading, in English and in pt-br. The members come from the .d.ts files (TypeScript compiler API),
// the events from the compiled sources. Every heading id is the github-slugger slug of its text, so that a link to
// `#socketemiteventname-args-ack` lands on the same entry in every version where the signature is the same.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {headingsWithoutSlugIds, undocumentedEvents} from '../helpers/apiReference';
import {parseMarkdown} from '../helpers/content';
import {repoRoot} from '../helpers/processes';

const v3 = path.join(repoRoot, 'examples/v3/node_modules');
const sio = path.join(v3, 'socket.io/dist');
const sioc = path.join(v3, 'socket.io-client/build');

type Target = {dts: string; className: string; section: string; inherited?: string[]};

/** component-emitter's methods, which the client's Manager and Socket inherit (@types/component-emitter). */
const emitterMethods = ['on', 'once', 'off', 'listeners', 'hasListeners', 'removeListener', 'removeAllListeners'];

const serverTargets: Target[] = [
  // Server forwards the EventEmitter methods to the main namespace (dist/index.js), so io.on() is part of its API
  {dts: path.join(sio, 'index.d.ts'), className: 'Server', section: 'Server', inherited: ['on', 'emit']},
  {dts: path.join(sio, 'namespace.d.ts'), className: 'Namespace', section: 'Namespace'},
  {dts: path.join(sio, 'socket.d.ts'), className: 'Socket', section: 'Socket', inherited: ['on', 'once', 'off', 'listeners', 'removeAllListeners']},
  {dts: path.join(sio, 'client.d.ts'), className: 'Client', section: 'Client'},
];

const clientTargets: Target[] = [
  {dts: path.join(sioc, 'manager.d.ts'), className: 'Manager', section: 'Manager', inherited: emitterMethods},
  {dts: path.join(sioc, 'socket.d.ts'), className: 'Socket', section: 'Socket', inherited: emitterMethods},
];

const INTERNAL_TAGS = new Set(['private', 'internal', 'package']);

/** Public members declared by a class: not private/protected, not starting with "_", not tagged internal. */
function publicMembers({dts, className, inherited = []}: Target): string[] {
  const source = ts.createSourceFile(dts, fs.readFileSync(dts, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = new Set<string>(inherited);
  let found = false;
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node) || node.name?.text !== className) return;
    found = true;
    for (const member of node.members) {
      const flags = ts.getCombinedModifierFlags(member as ts.Declaration);
      if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
      if (ts.getJSDocTags(member).some((tag) => INTERNAL_TAGS.has(tag.tagName.text))) continue;
      if (ts.isConstructorDeclaration(member)) {
        names.add('constructor');
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

/** The names of the events a compiled file emits itself: `super.emit("name"` (the user's events go through apply). */
function emittedEvents(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  return [...new Set([...code.matchAll(/super\.emit\("([\w ]+)"/g)].map((m) => m[1]))];
}

/** The headings of each `##` section of a page, without their `{#id}`. */
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

function isDocumented(member: string, className: string, headings: string[]): boolean {
  const pattern =
    member === 'constructor'
      ? new RegExp(`(^|\\s)new ${escape(className)}\\(`)
      : new RegExp(`(^|[\\s.])${escape(member)}($|[\\s(])`);
  return headings.some((heading) => pattern.test(heading));
}

type Page = {
  name: string;
  targets: Target[];
  /** section id → events that must have an `Event: "name"` heading in it */
  events: Record<string, string[]>;
  /** functions of the module itself, documented in the section `io` */
  moduleFunctions?: string[];
};

const pages: Page[] = [
  {
    name: 'server-api.md',
    targets: serverTargets,
    events: {
      // Namespace#_add emits "connect" and "connection"; the Server forwards them (io.on)
      server: emittedEvents(path.join(sio, 'namespace.js')),
      namespace: emittedEvents(path.join(sio, 'namespace.js')),
      socket: emittedEvents(path.join(sio, 'socket.js')),
    },
  },
  {
    name: 'client-api.md',
    targets: clientTargets,
    events: {
      manager: emittedEvents(path.join(sioc, 'manager.js')),
      socket: emittedEvents(path.join(sioc, 'socket.js')),
    },
    moduleFunctions: ['io(', 'io.connect(', 'io.protocol', 'io.Manager', 'io.Socket'],
  },
];

test('the 3.1 type definitions and sources were read', () => {
  const server = publicMembers(serverTargets[0]);
  for (const name of ['constructor', 'serveClient', 'allSockets', 'volatile', 'of']) assert.ok(server.includes(name), `Server has ${name}`);
  assert.ok(!server.includes('encoder') && !server.includes('engine'), 'private members are left out');
  const socket = publicMembers(serverTargets[2]);
  for (const name of ['join', 'onAny', 'rooms', 'broadcast', 'handshake']) assert.ok(socket.includes(name), `Socket has ${name}`);
  assert.ok(!socket.includes('constructor'), 'the server Socket constructor is @package');
  assert.deepEqual(emittedEvents(path.join(sio, 'socket.js')).sort(), ['disconnect', 'disconnecting', 'error']);
  const manager = publicMembers(clientTargets[0]);
  for (const name of ['reconnectionDelay', 'socket', 'engine', 'open', 'opts']) assert.ok(manager.includes(name), `Manager has ${name}`);
  assert.ok(!manager.includes('disconnect'), 'Manager#disconnect is private in 3.1');
  assert.ok(publicMembers(clientTargets[1]).includes('volatile'), 'the 3.1 client Socket has volatile');
  assert.deepEqual(emittedEvents(path.join(sioc, 'socket.js')).sort(), ['connect', 'connect_error', 'disconnect']);
  assert.ok(emittedEvents(path.join(sioc, 'manager.js')).includes('reconnect_attempt'));
});

const locales = [
  {label: 'English', dir: 'versioned_docs/version-3.x'},
  {label: 'pt-br', dir: 'i18n/pt-br/docusaurus-plugin-content-docs/version-3.x'},
];

for (const page of pages) {
  for (const locale of locales) {
    const file = path.join(repoRoot, locale.dir, page.name);
    describe(`${page.name} (${locale.label})`, () => {
      test('documents every public member of the 3.1 classes', () => {
        assert.ok(fs.existsSync(file), `${path.relative(repoRoot, file)} does not exist`);
        const bySection = sections(file);
        const missing: string[] = [];
        for (const target of page.targets) {
          const headings = bySection.get(target.section.toLowerCase());
          if (!headings) {
            missing.push(`section "## ${target.section}"`);
            continue;
          }
          for (const member of publicMembers(target)) {
            if (!isDocumented(member, target.className, headings)) missing.push(`${target.className}.${member}`);
          }
        }
        for (const fn of page.moduleFunctions ?? []) {
          if (!(bySection.get('io') ?? []).some((h) => h.startsWith(fn) || h.includes(` ${fn}`))) missing.push(`module: ${fn}`);
        }
        assert.deepEqual(missing, []);
      });

      test('documents every event', () => {
        assert.deepEqual(undocumentedEvents(sections(file), page.events), []);
      });

      test('every heading id is the github-slugger slug of its text', () => {
        assert.deepEqual(headingsWithoutSlugIds(file, locale.label !== 'English'), []);
      });
    });
  }
}
