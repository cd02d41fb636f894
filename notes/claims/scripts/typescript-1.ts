// typecheck with tsc (strict, NodeNext): the assertions below hold for socket.io 4.8.4 / socket.io-client 4.8.4
import { Server } from "socket.io";
import { io as ioc, type Socket } from "socket.io-client";

type Eq<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
const ok = <T extends true>() => {};

interface C2S { "chat message": (text: string) => void; "set name": (name: string, callback: (result: { ok: true } | { ok: false; error: string }) => void) => void; }
interface S2C { ping: (cb: (answer: number) => void) => void; news: (text: string) => void; }

// an omitted EmitEvents falls back to ListenEvents
const only = new Server<C2S>();
only.emit("chat message", "x");
only.to("room").emit("chat message", "x");
// @ts-expect-error an event of another map is refused
only.emit("news", "x");

// no configuration: anything goes
const any = new Server();
any.emit("whatever", 1, 2, 3);

const io = new Server<C2S, S2C>();
io.on("connection", async (socket) => {
  socket.on("set name", (name, callback) => {
    // @ts-expect-error a value of another type is refused
    callback({ ok: "yes" });
  });
  const many = await io.timeout(5000).emitWithAck("ping");
  ok<Eq<typeof many, number[]>>();
  const one = await socket.timeout(5000).emitWithAck("ping");
  ok<Eq<typeof one, number>>();
  ok<Eq<typeof socket.data, any>>();
});

const client: Socket<S2C, C2S> = ioc("http://localhost:3000");
const result = await client.emitWithAck("set name", "Ana");
ok<Eq<typeof result, { ok: true } | { ok: false; error: string }>>();
const r2 = await client.timeout(5000).emitWithAck("set name", "Ana");
client.timeout(5000).emit("set name", "Ana", (err, res) => {
  ok<Eq<typeof err, Error>>();
  ok<Eq<typeof res, { ok: true } | { ok: false; error: string }>>();
});
client.emit("set name", "Ana", (res) => { ok<Eq<typeof res, { ok: true } | { ok: false; error: string }>>(); });
// client Socket with one map: emits only that map
const c1: Socket<S2C> = ioc("http://localhost:3000");
c1.emit("news", "x");
// @ts-expect-error
c1.emit("set name", "Ana", () => {});
ok<Eq<typeof r2, any>>(); // the client types timeout().emitWithAck() as any
interface S2 { single: (name: string, callback: (result: { ok: boolean }) => void) => void; }
const c2: Socket<{}, S2> = ioc("http://localhost:3000");
const r3 = await c2.timeout(5000).emitWithAck("single", "Ana");
ok<Eq<typeof r3, any>>(); // any too, for a single-object result
