// namespaces: the regex table, 200 refused namespaces over one connection, an invalid namespace beside a connected one
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const table = [[/workspace-\d+/, ["/evil/workspace-1/x", "/workspace-1x"]], [/^\/workspace-\d+/, ["/workspace-1/anything"]],
  [/^\/chat|\/support$/, ["/chat-anything", "/x/support"]], [/^\/(chat|support)$/, ["/chat-anything", "/x/support", "/chat"]],
  [/^\/\w+$/, ["/anything_at_all"]], [/^\/workspace-\d+$/, ["/workspace-123456789012"]]];
for (const [re, names] of table) console.log(String(re), names.map((n) => n + "=" + re.test(n)).join(" "));
const io = new Server(4154);
io.of(/^\/ns-\d+$/).use((s, next) => next(new Error("no")));
const main = ioc("http://localhost:4154");
main.on("connect", () => {
  let refused = 0;
  for (let i = 0; i < 200; i++) {
    const s = main.io.socket("/ns-" + i);
    s.on("connect_error", () => { if (++refused === 200) after(); });
    s.connect();
  }
});
function after() {
  console.log("engine connections:", io.engine.clientsCount, "namespaces left:", [...io._nsps.keys()].filter((n) => n.startsWith("/ns-")).length);
  const bad = main.io.socket("/nothing");
  bad.on("connect_error", (e) => {
    setTimeout(() => { console.log("invalid:", e.message, "main still connected:", main.connected); main.close(); io.close(); }, 100);
  });
  bad.connect();
}
