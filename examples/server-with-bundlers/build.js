import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.resolve(process.env.OUT_DIR || path.join(here, "dist"));

// #region build
const result = await esbuild.build({
  entryPoints: [path.join(here, "server.js")],
  outfile: path.join(outdir, "server.cjs"),
  bundle: true, // inline socket.io, engine.io, ws... into one file
  platform: "node", // keep node:http, node:crypto... as built-in modules
  target: "node20",
  // socket.io and its dependencies are CommonJS: a CommonJS bundle runs them as they are
  format: "cjs",
  // optional native add-ons of ws: load them at runtime if they are installed, never bundle them
  external: ["bufferutil", "utf-8-validate"],
  metafile: true,
});
// #endregion build

const [file, { bytes }] = Object.entries(result.metafile.outputs)[0];
console.log(`built ${file} (${Math.round(bytes / 1024)} KiB)`);
