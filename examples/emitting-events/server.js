import { Server } from "socket.io";
import { describe } from "./describe.js";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // #region basic
  // any number of arguments, of any serializable type
  socket.emit("hello", "world", 42, { answer: true });
  // #endregion basic

  // #region types
  // the client sends one value of each kind, we tell it what arrived
  socket.on("types", (values, callback) => {
    const report = {};
    for (const [name, value] of Object.entries(values)) {
      report[name] = describe(value);
    }
    callback(report);
  });
  // #endregion types

  // #region ack
  socket.on("create order", (order, callback) => {
    // ... save the order somewhere, then answer
    callback({ status: "created", item: order.item });
  });

  socket.on("slow operation", (callback) => {
    // answers after 2 seconds: too late for a client that waits 500 ms
    setTimeout(() => callback("done"), 2000);
  });
  // #endregion ack

  // #region server-ack
  // the server can wait for an answer from the client as well
  socket.timeout(5000).emit("are you there?", (err, answer) => {
    if (err) {
      console.log("the client did not answer within 5 seconds");
    } else {
      console.log(`the client answered: ${answer}`);
    }
  });
  // #endregion server-ack

  // #region order
  let expected = 1;
  socket.on("counter", (value) => {
    if (value !== expected) {
      console.log(`out of order: expected ${expected}, got ${value}`);
    }
    expected = value + 1;
    if (value === 100) {
      console.log("100 events received, in the order they were sent");
    }
  });
  // #endregion order

  // #region reserved
  try {
    socket.emit("disconnect");
  } catch (err) {
    console.log(err.message); // "disconnect" is a reserved event name
  }
  // #endregion reserved
});
