// step 9 without serialization: 'advanced' (and with it): what does a polling client get?
// usage: copy examples/tutorial/step-9 to DIR (optionally without the serialization line), node tutorial-step-9-2.cjs DIR PORT
const { spawn } = require("node:child_process");
const { io } = require("socket.io-client");
const [dir, port] = process.argv.slice(2);
const p = spawn("node", [dir + "/index.js"], { env: { ...process.env, WORKERS: "2", PORT: port, DB_FILE: "/tmp/claims-c6/chat-" + port + ".jsonl" }, stdio: ["ignore", "pipe", "inherit"], detached: false });
p.stdout.on("data", (d) => { process.stdout.write("[srv] " + d); if (/server running/.test(d)) setTimeout(go, 3000); });
function go() {
  const s = io("http://localhost:" + port, { reconnection: false, timeout: 5000 });
  s.on("connect", () => { console.log(dir, "connected, transport", s.io.engine.transport.name); end(s); });
  s.on("connect_error", (e) => { console.log(dir, "connect_error:", e.message); end(s); });
}
function end(s) { setTimeout(() => { s.close(); p.kill(); process.exit(0); }, 1500); }
