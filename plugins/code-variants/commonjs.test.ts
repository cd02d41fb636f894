import {test} from 'node:test';
import assert from 'node:assert/strict';
import {toCommonJs} from './commonjs';

const cjs = (source: string) => toCommonJs(source, 'examples/x/server.js');

test('default, named, renamed, namespace and side-effect imports become require() calls, in the author\'s style', () => {
  const source = [
    'import express from "express";',
    'import { createServer } from "node:http";',
    "import { Server as IO, Namespace } from 'socket.io';",
    'import * as path from "node:path";',
    'import "dotenv/config";',
    '',
    'const io = new IO(createServer(express()));',
    'console.log(path.sep, Namespace);',
  ].join('\n');
  assert.equal(
    cjs(source),
    [
      'const express = require("express");',
      'const { createServer } = require("node:http");',
      "const { Server: IO, Namespace } = require('socket.io');",
      'const path = require("node:path");',
      'require("dotenv/config");',
      '',
      'const io = new IO(createServer(express()));',
      'console.log(path.sep, Namespace);',
    ].join('\n'),
  );
});

test('a default and named import of one module read the module once', () => {
  assert.equal(cjs('import express, { Router } from "express";\nRouter(express);\n'), 'const express = require("express");\nconst { Router } = express;\nRouter(express);\n');
});

test('relative imports lose their .js, as CommonJS readers write them; a multi-line import keeps its lines', () => {
  const source = 'import {\n  openStore,\n  remoteStore as remote,\n} from "./store.js";\n\nopenStore(remote);\n';
  assert.equal(cjs(source), 'const {\n  openStore,\n  remoteStore: remote,\n} = require("./store");\n\nopenStore(remote);\n');
});

test('the import.meta.url idioms become __dirname and __filename, and the imports they needed go', () => {
  const source = [
    "import { fileURLToPath } from 'node:url';",
    "import { dirname, join } from 'node:path';",
    "import { createRequire } from 'node:module';",
    '',
    'const __dirname = dirname(fileURLToPath(import.meta.url));',
    'const require = createRequire(import.meta.url);',
    "console.log(join(__dirname, 'index.html'), require.resolve('ws'));",
  ].join('\n');
  assert.equal(cjs(source), "const { join } = require('node:path');\n\nconsole.log(join(__dirname, 'index.html'), require.resolve('ws'));");
});

test('new URL(file, import.meta.url) becomes a path beside the module, importing join when needed', () => {
  const source = 'import { readFile } from "node:fs/promises";\n\nconst html = await readFile(new URL("./index.html", import.meta.url));\nconsole.log(html);\n';
  assert.equal(
    cjs(source),
    'const { readFile } = require("node:fs/promises");\nconst { join } = require("node:path");\n\nasync function main() {\n  const html = await readFile(join(__dirname, "index.html"));\n  console.log(html);\n}\n\nmain();\n',
  );
});

test('exports become one module.exports at the end', () => {
  const source = 'export function openStore() {}\nexport const methods = [];\nconst hidden = 1;\nexport { hidden as visible };\n';
  assert.equal(cjs(source), 'function openStore() {}\nconst methods = [];\nconst hidden = 1;\n\nmodule.exports = { openStore, methods, visible: hidden };\n');
  assert.equal(cjs('export default function handler(io) {\n  return io;\n}\n'), 'function handler(io) {\n  return io;\n}\n\nmodule.exports = handler;\n');
  assert.equal(cjs('export default { port: 3000 };\n'), 'module.exports = { port: 3000 };\n');
});

test('top-level await puts the code after the imports in an async main(), template literals left as they are', () => {
  const source = 'import { createClient } from "redis";\n\n// #region connect\nconst client = createClient();\nawait client.connect();\n// #endregion connect\nconsole.log(`a\nb`);\n';
  assert.equal(
    cjs(source),
    'const { createClient } = require("redis");\n\nasync function main() {\n  // #region connect\n  const client = createClient();\n  await client.connect();\n  // #endregion connect\n  console.log(`a\nb`);\n}\n\nmain();\n',
  );
});

test('an await inside a function is not top-level', () => {
  assert.equal(cjs('async function f() {\n  await 1;\n}\nf();\n'), 'async function f() {\n  await 1;\n}\nf();\n');
});

test('what has no faithful CommonJS equivalent is refused with the file and line, pointing to a hand-written .cjs', () => {
  assert.throws(() => cjs('const a = 1;\nconsole.log(import.meta.resolve("x"));\n'), /examples\/x\/server\.js:2: import\.meta is used other than.*examples\/x\/server\.cjs/);
  assert.throws(() => cjs('export * from "./a.js";\n'), /examples\/x\/server\.js:1: re-exports/);
  assert.throws(() => cjs('export default 1;\nexport const a = 2;\n'), /both a default export and named exports/);
  assert.throws(() => cjs('export const a = await 1;\n'), /top-level await and exports/);
  assert.throws(() => cjs('console.log(import.meta.url);\n'), /import\.meta\.url is used in a way/);
  assert.throws(() => cjs('const module = 1;\n'), /declares module/);
});
