import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync, brotliCompressSync } from "node:zlib";

// the dist/ folder of the installed socket.io-client package
const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve("socket.io-client/package.json")), "dist");

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

for (const file of readdirSync(dist).filter((name) => name.endsWith(".js"))) {
  const content = readFileSync(join(dist, file));
  console.log(
    `${file}: ${kB(content.length)} raw, ` +
      `${kB(gzipSync(content).length)} gzip, ` +
      `${kB(brotliCompressSync(content).length)} brotli`
  );
}
