// namespaces: io.of() naming, stateful regexes, parent fetchSockets, function args, priority, invalid namespace, cleanup
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4144, { cleanupEmptyChildNamespaces: process.argv[2] === "cleanup" });
console.log("cleanupEmptyChildNamespaces option:", io.opts.cleanupEmptyChildNamespaces);
console.log('of("admin") === of("/admin"):', io.of("admin") === io.of("/admin"));
for (const f of ["g", "y"]) try { io.of(new RegExp("^/x$", f)); console.log(f, "accepted"); } catch (e) { console.log("flag", f + ":", e.message); }
io.of("/workspace-0");
const ws = io.of(/^\/workspace-\d+$/);
ws.use((socket, next) => next(new Error("refused")));
try { ws.fetchSockets(); } catch (e) { console.log("parent fetchSockets:", e.message); }
io.of((name, auth, next) => { console.log("fn args:", name, JSON.stringify(auth), typeof next); next(null, auth.ok === true); });
io.on("new_namespace", (n) => console.log("new_namespace:", n.name));
const m = ioc("http://localhost:4144", { autoConnect: false });
const one = ioc("http://localhost:4144/admin", { autoConnect: false });
console.log("one Manager:", m.io === one.io, "same nsp again shares:", ioc("http://localhost:4144/admin", { autoConnect: false }).io === m.io);
const a = ioc("http://localhost:4144/workspace-5").connect(); // the cached Manager was made with autoConnect: false
a.on("connect_error", (e) => {
  console.log("middleware refusal:", e.message, "active:", a.active, "namespaces:", [...io._nsps.keys()].join(" "));
  const b = ioc("http://localhost:4144/tenant-x", { auth: { ok: false }, forceNew: true });
  b.on("connect_error", (e) => {
    console.log("function refusal:", e.message, "active:", b.active);
    const c = ioc("http://localhost:4144/nothing", { forceNew: true });
    c.on("connect_error", (e) => {
      console.log("invalid:", e.message, "active:", c.active);
      setTimeout(() => { console.log("namespaces at end:", [...io._nsps.keys()].join(" ")); a.close(); b.close(); c.close(); io.close(); }, 300);
    });
  });
});
