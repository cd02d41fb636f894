// Tells whether the WebSocket server of Socket.IO (the "ws" package) will use its optional native add-ons.
import { createRequire } from "node:module";
import buffer from "node:buffer";
import http from "node:http";

// resolve "ws" the way engine.io does, then the add-ons the way ws does
const requireFromEngine = createRequire(createRequire(import.meta.url).resolve("engine.io"));
const wsPath = requireFromEngine.resolve("ws");
const requireFromWs = createRequire(wsPath);
const { version } = requireFromWs("./package.json");

function isInstalled(name: string) {
  try {
    requireFromWs(name); // loads it, as ws does: a native add-on fails here if it was not built
    return true;
  } catch {
    return false;
  }
}

console.log(`ws ${version}, Node.js ${process.versions.node}`);

const [major, minor] = version.split(".").map(Number);
const ws823OrLater = major > 8 || (major === 8 && minor >= 23);

// ws 8.23 and later prefer the masking functions of Node.js (26.12.0 and later) to bufferutil
// @ts-ignore: not in the types of older Node.js versions
if (typeof http.websocketMask === "function" && ws823OrLater) {
  console.log("bufferutil: not needed (ws uses http.websocketMask() of Node.js)");
} else if (process.env.WS_NO_BUFFER_UTIL) {
  console.log("bufferutil: disabled by WS_NO_BUFFER_UTIL");
} else {
  console.log(`bufferutil: ${isInstalled("bufferutil") ? "used" : "not installed (ws masks frames in JavaScript)"}`);
}

if (typeof buffer.isUtf8 === "function") {
  console.log("utf-8-validate: not needed (ws uses buffer.isUtf8() of Node.js)");
} else if (process.env.WS_NO_UTF_8_VALIDATE) {
  console.log("utf-8-validate: disabled by WS_NO_UTF_8_VALIDATE");
} else {
  console.log(`utf-8-validate: ${isInstalled("utf-8-validate") ? "used" : "not installed (ws validates in JavaScript)"}`);
}
