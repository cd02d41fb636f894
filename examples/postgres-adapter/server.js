import pg from "pg";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/postgres-adapter";

const port = Number(process.env.PORT) || 3000;

// #region adapter
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL || "postgres://postgres@localhost:5432/postgres",
});
// the adapter keeps one client of the pool for LISTEN, and does not listen to
// its "error" event: without this handler, losing PostgreSQL crashes the process
pool.on("connect", (client) => {
  client.on("error", (err) => console.error("PostgreSQL client:", err.message));
});
// an idle client that loses its connection emits "error" on the pool itself
pool.on("error", (err) => console.error("PostgreSQL pool:", err.message));

// the adapter does not create its table: payloads over 8000 bytes
// (or with binary data) are stored there. Creating it needs the right to
// create tables, which the adapter's own role should not have (see
// "Security considerations"): then an administrator creates it beforehand
const { rows } = await pool.query("SELECT to_regclass('socket_io_attachments') AS found");
if (!rows[0].found) {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS socket_io_attachments (
      id          bigserial UNIQUE,
      created_at  timestamptz DEFAULT NOW(),
      payload     bytea
    );
  `);
}

const io = new Server({
  adapter: createAdapter(pool, {
    errorHandler: (err) => console.error("Postgres adapter:", err.message),
  }),
});
// #endregion adapter

io.on("connection", (socket) => {
  socket.on("chat message", (text) => {
    io.emit("chat message", text);
  });
});

io.listen(port);
console.log(`server listening on port ${port}`);
