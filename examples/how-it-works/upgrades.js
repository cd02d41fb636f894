// Which upgrades the server offers depends on the transport a session opens with.
import { once } from "node:events";
import { Server } from "socket.io";
import WebSocket from "ws";

const port = Number(process.env.PORT) || 3000;

const io = new Server(port, {
  // WebTransport is off by default; sessions also need an HTTP/3 server, which Node.js lacks
  transports: ["polling", "websocket", "webtransport"],
});

const url = `localhost:${port}/socket.io/?EIO=4`;

// a session opened over HTTP long-polling: the open packet is the body of the response
const body = await (await fetch(`http://${url}&transport=polling`)).text();
console.log("opened over polling, upgrades:", JSON.parse(body.slice(1)).upgrades);

// a session opened over WebSocket: the open packet is the first frame
const ws = new WebSocket(`ws://${url}&transport=websocket`);
const [frame] = await once(ws, "message");
console.log("opened over websocket, upgrades:", JSON.parse(frame.toString().slice(1)).upgrades);

ws.close();
io.close();
