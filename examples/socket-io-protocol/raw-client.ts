// A Socket.IO session (protocol revision 5) over a raw WebSocket connection.
// It prints every frame it sends (>) and receives (<).
import WebSocket from "ws";

const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";
const url = SERVER_URL.replace(/^http/, "ws") + "/socket.io/?EIO=4&transport=websocket";
const ws = new WebSocket(url);

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join(" ");
const frames: string[] = [];
let waiting: (() => void) | null = null;

ws.on("message", (data, isBinary) => {
  // a Buffer: ws's default binaryType is "nodebuffer"
  const frame = isBinary ? `[binary] ${hex(data as Buffer)}` : data.toString();
  console.log(`< ${frame}`);
  if (frame === "2") {
    send("3"); // answer the Engine.IO heartbeat
    return;
  }
  frames.push(frame);
  if (waiting) waiting();
});

const receive = () =>
  new Promise((resolve) => {
    const take = () => {
      waiting = null;
      resolve(frames.shift());
    };
    if (frames.length) take();
    else waiting = take;
  });

function send(frame: string | Uint8Array) {
  console.log(typeof frame === "string" ? `> ${frame}` : `> [binary] ${hex(frame)}`);
  ws.send(frame);
}

await new Promise((resolve) => ws.once("open", resolve));
await receive(); // Engine.IO open packet

// #region session
send('40{"token":"abc"}'); // CONNECT to "/", with an auth payload
await receive(); // CONNECT with the socket id
await receive(); // EVENT "welcome"

send('421["hello","world"]'); // EVENT with ack id 1
await receive(); // ACK 1

send('451-2["upload",{"_placeholder":true,"num":0}]'); // BINARY_EVENT, 1 attachment, ack id 2
send(Uint8Array.of(1, 2, 3)); // the attachment
await receive(); // ACK 2

send("40/admin,"); // CONNECT to "/admin"
await receive(); // CONNECT_ERROR

send("41"); // DISCONNECT from "/"
ws.close();
// #endregion session
