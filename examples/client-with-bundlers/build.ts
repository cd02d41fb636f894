import * as esbuild from "esbuild";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const outfile = `${process.env.OUT_DIR || here("dist")}/bundle.js`;

const result = await esbuild.build({
  entryPoints: [here("src/main.js")],
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser", // picks the browser builds of socket.io-client and engine.io-client
  outfile,
  metafile: true, // lists every input file that ended up in the bundle
});

const bytes = readFileSync(outfile);
console.log(`bundle: ${(bytes.length / 1024).toFixed(1)} kB, ${(gzipSync(bytes).length / 1024).toFixed(1)} kB gzipped`);

const inputs = Object.keys(result.metafile.inputs);
const hasDebug = inputs.some((file) => file.includes("node_modules/debug/"));
console.log(`debug module included: ${hasDebug ? "yes" : "no"}`);
