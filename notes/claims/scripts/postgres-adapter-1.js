// Two servers with @socket.io/postgres-adapter 0.5.0 and pg 8.23.1: small and large broadcasts, PostgreSQL stopped and restarted
// argument "nohandler": no error listener on the pool's clients
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { createAdapter } = require("@socket.io/postgres-adapter");
const pg = require("pg");
const { execSync } = require("child_process");
const PGCTL = "runuser -u postgres -- pg_ctl -D /tmp/pg/data -o '-p 5432 -k /tmp/pg' -l /tmp/pg/pg.log";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
process.on("exit", (c) => console.log("process exit", c));
(async () => {
  const servers = [];
  for (let i = 0; i < 2; i++) {
    const pool = new pg.Pool({ connectionString: "postgres://postgres@localhost:5432/postgres" });
    pool.on("error", (e) => console.log("server", i, "pool error:", e.message));
    if (process.argv[2] !== "nohandler") pool.on("connect", (c) => c.on("error", (e) => console.log("server", i, "client error:", e.message)));
    const io = new Server({ adapter: createAdapter(pool, { errorHandler: (e) => console.log("server", i, "errorHandler:", e.message) }) });
    io.listen(0); servers.push(io);
  }
  await sleep(1000);
  const cs = servers.map((io, i) => { const c = ioc("http://localhost:" + io.httpServer.address().port, { transports: ["websocket"] }); c.on("m", (a) => console.log("client", i, "got", a.length > 30 ? a.length + " chars" : a)); return c; });
  await sleep(500);
  servers[1].emit("m", "small"); servers[1].emit("m", "x".repeat(10000));
  await sleep(1000);
  console.log("attachments rows", execSync("psql -h localhost -p 5432 -U postgres -tAc 'select count(*) from socket_io_attachments'").toString().trim());
  execSync(PGCTL + " stop -m fast"); console.log("pg stopped");
  await sleep(500);
  servers[1].emit("m", "during outage");
  await sleep(6000);
  execSync(PGCTL + " start"); console.log("pg started");
  await sleep(5000);
  servers[0].emit("m", "after");
  await sleep(1000);
  cs.forEach((c) => c.close()); servers.forEach((s) => s.close());
  setTimeout(() => process.exit(0), 300);
})();
