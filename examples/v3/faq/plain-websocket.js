// A plain WebSocket client (the `ws` package) against a Socket.IO 3.1 server
const WebSocket = require("ws");

const base = (process.env.SERVER_URL || "http://localhost:3000").replace(/^http/, "ws");

function attempt(label, url, onOpen) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on("open", () => onOpen && onOpen(ws));
    ws.on("message", (data) => console.log(`${label} received: ${data}`));
    ws.on("error", (err) => console.log(`${label} error: ${err.message}`));
    ws.on("close", () => {
      console.log(`${label} closed`);
      resolve();
    });
  });
}

async function main() {
  // #region plain-websocket
  // 1. the server's root URL: there is no WebSocket endpoint there
  await attempt("1", `${base}/`);

  // 2. the Engine.IO endpoint: the WebSocket opens, but a plain message is not a packet
  await attempt("2", `${base}/socket.io/?EIO=4&transport=websocket`, (ws) => {
    setTimeout(() => ws.send("hello"), 100);
  });

  // 3. the same endpoint, speaking the protocol by hand
  await attempt("3", `${base}/socket.io/?EIO=4&transport=websocket`, (ws) => {
    ws.send('40{"token":"alice-token"}'); // message (4) + Socket.IO CONNECT (0) + auth payload
    ws.on("message", (data) => {
      const packet = String(data);
      if (packet.startsWith("40")) {
        // connected: only now may events be sent, or the server drops them
        ws.send('421["hello"]'); // message (4) + EVENT (2) + acknowledgement id 1
      } else if (packet.startsWith("431")) {
        ws.close(); // message (4) + ACK (3) + id 1: the answer
      }
    });
  });
  // #endregion plain-websocket
}

main();
