import WebSocket from "ws";

// #region plain-websocket
// a plain WebSocket client (the "ws" package) talking to a Socket.IO server:
// it only works because this script speaks the protocol by hand
const url = (process.env.SERVER_URL || "http://localhost:3000").replace(/^http/, "ws");
const ws = new WebSocket(`${url}/socket.io/?EIO=4&transport=websocket`);

ws.on("message", (data) => {
  const frame = data.toString();
  console.log(`received: ${frame}`);

  if (frame.startsWith("0")) {
    // Engine.IO "open" packet: now connect to the main namespace, with the auth payload
    ws.send('40{"userId":"plain"}');
  } else if (frame.startsWith("40")) {
    // Socket.IO "connect" packet: the namespace accepted us, send an event
    ws.send('42["hello","from a plain WebSocket client"]');
    setTimeout(() => ws.close(), 200);
  } else if (frame === "2") {
    ws.send("3"); // answer the heartbeat, or the server closes the connection
  }
});
// #endregion plain-websocket
