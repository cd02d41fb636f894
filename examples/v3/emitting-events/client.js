const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region basic
socket.on("hello", (arg1, arg2, arg3) => {
  console.log(arg1, arg2, arg3); // world 42 { answer: true }
});
// #endregion basic

// #region types
socket.emit(
  "types",
  {
    string: "text",
    number: 3.14,
    boolean: true,
    null: null,
    array: [1, "two", { three: 3 }],
    object: { nested: { deep: true } },
    date: new Date(Date.UTC(2021, 0, 15)),
    map: new Map([["key", "value"]]),
    set: new Set([1, 2]),
    undefinedProperty: { kept: 1, dropped: undefined },
    notANumber: NaN,
    buffer: Buffer.from([1, 2, 3]),
    arrayBuffer: new Uint8Array([4, 5]).buffer,
    typedArray: new Uint16Array([1, 256]),
  },
  (report) => {
    for (const [name, description] of Object.entries(report)) {
      console.log(`${name} -> ${description}`);
    }
  }
);
// #endregion types

// #region ack
// the callback is the last argument
socket.emit("create order", { item: 42 }, (response) => {
  console.log("callback:", response); // { status: 'created', item: 42 }
});

// no built-in timeout in 3.x: start a timer, and ignore a late answer
function emitWithTimeout(event, ms, ...args) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to "${event}" within ${ms} ms`)), ms);
    socket.emit(event, ...args, (response) => {
      clearTimeout(timer);
      resolve(response);
    });
  });
}

emitWithTimeout("create order", 500, { item: 43 })
  .then((response) => console.log("with a timer:", response))
  .catch((err) => console.log("with a timer:", err.message));

emitWithTimeout("slow operation", 500)
  .then((response) => console.log("slow:", response))
  .catch((err) => console.log("slow:", err.message)); // no answer to "slow operation" within 500 ms
// #endregion ack

// #region server-ack
socket.on("are you there?", (callback) => {
  callback("yes!");
});
// #endregion server-ack

// #region order
for (let i = 1; i <= 100; i++) {
  socket.emit("counter", i);
}
// #endregion order

// #region volatile
// buffered while disconnected, sent once connected
socket.emit("chat message", "kept");
// dropped: the socket is not connected yet
socket.volatile.emit("cursor position", { x: 120, y: 45 });
// #endregion volatile
