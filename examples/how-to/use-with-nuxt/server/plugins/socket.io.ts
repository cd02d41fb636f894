import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { Server as Engine } from "engine.io";
import { Server } from "socket.io";
import { defineEventHandler } from "h3";
import { defineNitroPlugin } from "nitropack/runtime";

// #region internals
// Two methods of Engine.IO that handleUpgrade() calls, private in its types:
// prepare() parses the query string, onWebSocket() takes over a WebSocket that is already open.
type EngineInternals = {
  prepare(req: IncomingMessage): void;
  onWebSocket(req: IncomingMessage, socket: Duplex, websocket: unknown): void;
};

// What the Node.js adapter of crossws (Nitro's WebSocket layer) keeps for each peer.
type NodePeerInternals = {
  _internal: { nodeReq: IncomingMessage; ws: unknown };
};
// #endregion internals

export default defineNitroPlugin((nitroApp) => {
  // #region servers
  const engine = new Engine();
  const io = new Server();

  io.bind(engine);
  // #endregion servers

  // #region events
  io.on("connection", (socket) => {
    socket.emit("hello", `welcome, ${socket.id}`);

    socket.on("ping-server", (value: string, callback: (answer: string) => void) => {
      callback(`pong: ${value}`);
    });
  });
  // #endregion events

  // #region route
  nitroApp.router.use(
    "/socket.io/",
    defineEventHandler({
      // HTTP long-polling requests
      handler(event) {
        engine.handleRequest(event.node.req, event.node.res);
        // Engine.IO answers by itself, possibly later: h3 must not send a 404 meanwhile
        event._handled = true;
      },
      // WebSocket connections, upgraded by Nitro (nitro.experimental.websocket)
      websocket: {
        open(peer) {
          const { nodeReq, ws } = (peer as unknown as NodePeerInternals)._internal;
          const internals = engine as unknown as EngineInternals;
          internals.prepare(nodeReq);
          internals.onWebSocket(nodeReq, nodeReq.socket, ws);
        },
      },
    }),
  );
  // #endregion route
});
