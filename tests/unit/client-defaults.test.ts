/**
 * Every default written on the client options page, in English and in pt-br, is compared with the value a real
 * socket.io-client 4.8 produces: a Manager/Socket created with `autoConnect: false`, and the Engine.IO options of a
 * socket really connected to a throwaway Socket.IO server.
 *
 * Page format: under each `###` option heading of the option sections, one line
 *   Default value: `<JavaScript literal>`     (pt-br: Valor padrão: `<literal>`)
 * A default written in prose instead of a single backquoted literal (one taken from the URL, say) is not compared,
 * but the line must be there.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {Server} from 'socket.io';
import {io, Manager, type Socket} from 'socket.io-client';
import {docLocalesWithPage, misspelledDefaultLines, type DocLocale} from '../helpers/docLocales';
import {repoRoot} from '../helpers/processes';

const optionSections = ['socket-options', 'manager-options', 'low-level-engine-options', 'nodejs-specific-options'];

type Documented = {option: string; line: number; raw: string | undefined; literal: string | undefined};

/** The option headings of the page, each with the value of the first default line under it (in the locale's form). */
function documentedDefaults(file: string, {defaultLine}: DocLocale): Documented[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const result: Documented[] = [];
  let section = '';
  let current: Documented | undefined;
  let inFence = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    const h2 = line.match(/^## .*\{#([\w-]+)\}\s*$/);
    if (h2) {
      section = h2[1];
      current = undefined;
      return;
    }
    const h3 = line.match(/^### `?([\w$]+)`?\s*\{#[\w-]+\}\s*$/);
    if (h3 && optionSections.includes(section)) {
      current = {option: h3[1], line: index + 1, raw: undefined, literal: undefined};
      result.push(current);
      return;
    }
    const value = line.match(defaultLine);
    if (value && current && current.raw === undefined) {
      current.raw = value[1];
      current.literal = value[1].match(/^`([^`]+)`\.?$/)?.[1];
    }
  });
  return result;
}

const evaluate = (literal: string): unknown => new Function(`return (${literal});`)();

/** Options that engine.io-client only reads as truthy flags: leaving them unset is the same as `false`. */
const unsetMeansFalse = new Set(['forceBase64', 'tryAllTransports', 'autoUnref', 'useNativeTimers']);

let httpServer: http.Server;
let ioServer: Server;
let url: string;
const live = new Map<string, unknown>();

before(async () => {
  httpServer = http.createServer();
  ioServer = new Server(httpServer);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://localhost:${(httpServer.address() as {port: number}).port}`;

  // Manager and Socket options, without connecting.
  const socket = io(url, {autoConnect: false});
  const manager = socket.io;
  live.set('reconnection', manager.reconnection());
  live.set('reconnectionAttempts', manager.reconnectionAttempts());
  live.set('reconnectionDelay', manager.reconnectionDelay());
  live.set('reconnectionDelayMax', manager.reconnectionDelayMax());
  live.set('randomizationFactor', manager.randomizationFactor());
  live.set('timeout', manager.timeout());
  live.set('path', manager.opts.path);
  live.set('auth', socket.auth);
  const socketOpts = (socket as unknown as {_opts: Record<string, unknown>})._opts;
  live.set('ackTimeout', socketOpts.ackTimeout);
  live.set('retries', socketOpts.retries);
  // forceNew and multiplex: by default, a second io() call for another namespace reuses the same Manager.
  const other = io(`${url}/other`, {autoConnect: false});
  live.set('forceNew', other.io !== manager);
  live.set('multiplex', other.io === manager);
  // autoConnect: a Manager created without options starts connecting at once.
  const eager = new Manager(url);
  live.set('autoConnect', (eager as unknown as {_autoConnect: boolean})._autoConnect);
  eager.engine?.close();
  eager.removeAllListeners();
  (eager as unknown as {_close: () => void})._close();

  // Engine.IO options, read from a socket that really connected.
  const connected: Socket = io(url, {forceNew: true});
  await new Promise<void>((resolve, reject) => {
    connected.once('connect', () => resolve());
    connected.once('connect_error', reject);
  });
  const engine = connected.io.engine as unknown as {opts: Record<string, unknown>; transports: string[]};
  for (const [key, value] of Object.entries(engine.opts)) if (!live.has(key)) live.set(key, value);
  live.set('transports', engine.transports);
  connected.disconnect();
});

after(async () => {
  ioServer.close();
  await new Promise((resolve) => httpServer.close(resolve));
});

for (const locale of docLocalesWithPage('client-options.md')) {
  describe(`client options defaults (${locale.label})`, () => {
    const file = path.join(repoRoot, locale.dir, 'client-options.md');
    const documented = documentedDefaults(file, locale);

    test('every default line is written the one way the locale writes it', () => {
      assert.deepEqual(misspelledDefaultLines(file, locale), []);
    });

    test('every option heading states its default', () => {
      assert.ok(documented.length > 30, `only ${documented.length} option headings found`);
      assert.deepEqual(
        documented.filter((d) => d.raw === undefined).map((d) => `line ${d.line}: ${d.option}`),
        [],
        `option headings without a line matching ${locale.defaultLine}`,
      );
    });

    for (const entry of documented.filter((d) => d.literal !== undefined)) {
      test(`${entry.option}: ${entry.literal}`, () => {
        const expected = evaluate(entry.literal!);
        let actual = live.get(entry.option);
        if (actual === undefined && unsetMeansFalse.has(entry.option)) actual = false;
        assert.deepEqual(actual, expected, `${path.relative(repoRoot, file)} line ${entry.line}`);
      });
    }
  });
}
