import { io } from "socket.io-client";
import { describe } from "./describe.js";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region basic
socket.on("hello", (text, number, object) => {
  console.log(text, number, object); // world 42 { answer: true }
});
// #endregion basic

// #region server-ack
socket.on("are you there?", (callback) => {
  callback("yes!");
});
// #endregion server-ack

socket.on("connect", async () => {
  // #region types
  const report = await socket.emitWithAck("types", {
    string: "text",
    number: 3.14,
    boolean: true,
    null: null,
    array: [1, "two", { three: 3 }],
    object: { nested: { deep: true } },
    date: new Date(Date.UTC(2024, 6, 25)),
    map: new Map([["key", "value"]]),
    set: new Set([1, 2, 3]),
    undefinedProperty: { kept: 1, dropped: undefined },
    notANumber: NaN,
    buffer: Buffer.from([1, 2, 3]),
    arrayBuffer: new Uint8Array([4, 5]).buffer,
    typedArray: new Uint16Array([1, 256]),
  });
  for (const [name, description] of Object.entries(report)) {
    console.log(`${name} -> ${description}`);
  }
  // #endregion types

  // #region ack
  // 1. a callback as the last argument
  socket.emit("create order", { item: 42 }, (response) => {
    console.log("callback:", response); // { status: "created", item: 42 }
  });

  // 2. the same, with a promise
  const response = await socket.emitWithAck("create order", { item: 43 });
  console.log("emitWithAck:", response); // { status: "created", item: 43 }

  // 3. with a timeout: the callback gets an error first
  socket.timeout(500).emit("slow operation", (err, result) => {
    if (err) {
      console.log("callback with timeout:", err.message); // operation has timed out
    } else {
      console.log("callback with timeout:", result);
    }
  });

  // 4. with a timeout and a promise: the promise is rejected
  try {
    await socket.timeout(500).emitWithAck("slow operation");
  } catch (err) {
    console.log("emitWithAck with timeout:", err.message); // operation has timed out
  }
  // #endregion ack

  // #region order
  for (let i = 1; i <= 100; i++) {
    socket.emit("counter", i);
  }
  // #endregion order
});
