import * as esbuild from "esbuild";
import { gzipSync } from "node:zlib";
const kb = (n) => (n / 1024).toFixed(1);
async function run(name, contents, opts = {}) {
  const r = await esbuild.build({ stdin: { contents, resolveDir: process.cwd() }, bundle: true, minify: true, format: "esm", write: false, metafile: true, platform: "browser", logLevel: "error", ...opts });
  const out = r.outputFiles[0].contents;
  const ins = Object.keys(r.metafile.inputs);
  const has = (p) => ins.some((f) => f.includes("node_modules/" + p + "/"));
  console.log(name.padEnd(28), kb(out.length), "kB,", kb(gzipSync(out).length), "kB gz; debug:", has("debug"), "ws:", has("ws"), "xhr-ssl:", has("xmlhttprequest-ssl"));
}
const use = 'globalThis.s = io();';
await run("import (browser)", `import { io } from "socket.io-client"; ${use}`);
await run("require (browser)", `const { io } = require("socket.io-client"); ${use}`, { format: "iife" });
await run("import debug (browser)", `import { io } from "socket.io-client/debug"; ${use}`);
await run("import (node platform)", `import { io } from "socket.io-client"; ${use}`, { platform: "node", external: [] });
