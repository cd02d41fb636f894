// runs a bundle copied alone to an empty folder: connects (polling then WebSocket) and asks for the client file
// usage: node server-with-bundlers-1.js <bundle file> <port>
const { spawn } = require("node:child_process");
const fs = require("node:fs"), os = require("node:os"), path = require("node:path");
const { io } = require("socket.io-client");
const [file, port] = process.argv.slice(2);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bundle-"));
const copy = path.join(dir, path.basename(file));
fs.copyFileSync(file, copy);
const child = spawn(process.execPath, [copy], { env: { ...process.env, PORT: port }, cwd: dir });
let out = "";
child.stdout.on("data", (d) => (out += d));
child.stderr.on("data", (d) => (out += d));
const done = (msg) => { console.log(msg); child.kill(); fs.rmSync(dir, { recursive: true }); process.exit(0); };
child.on("exit", (code) => done(`exited ${code}: ${out.split("\n").find((l) => /Error/.test(l)) || out}`));
setTimeout(async () => {
  const socket = io(`http://localhost:${port}`, { forceNew: true });
  socket.on("connect_error", (e) => done(`connect_error ${e.message}`));
  const first = await socket.emitWithAck("hello", "polling");
  await new Promise((r) => (socket.io.engine.transport.name === "websocket" ? r() : socket.io.engine.once("upgrade", r)));
  const second = await socket.emitWithAck("hello", socket.io.engine.transport.name);
  let answer;
  try {
    const res = await fetch(`http://localhost:${port}/socket.io/socket.io.js`, { headers: { "accept-encoding": process.env.ENC || "identity" } });
    const body = await res.text();
    answer = `${res.status} ${body.length} bytes ${body.slice(0, 40)}`;
  } catch (e) {
    answer = `${e.message} (${e.cause && e.cause.message})`;
  }
  socket.disconnect();
  child.removeAllListeners("exit");
  done(`${first} | ${second} | GET socket.io.js: ${answer}`);
}, 1500);
