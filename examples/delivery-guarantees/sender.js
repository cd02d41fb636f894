import { randomUUID } from "node:crypto";
import { io } from "socket.io-client";

// #region options
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  retries: 3, // send each event up to 1 + 3 times
  ackTimeout: 1000, // wait 1 second for each acknowledgement
});
// #endregion options

// #region send
const texts = ["first", "second", "third"];

// sent one at a time, in this order, each retried until acknowledged
const results = texts.map(async (text) => {
  try {
    // a unique id per message lets the server spot a retry
    const id = await socket.emitWithAck("message", randomUUID(), text);
    console.log(`"${text}" acknowledged: message ${id}`);
  } catch (err) {
    console.log(`"${text}" was not acknowledged after every retry: ${err.message}`);
  }
});
// #endregion send

await Promise.all(results);
socket.disconnect();
