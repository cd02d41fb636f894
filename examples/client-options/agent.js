import { io } from "socket.io-client";
// #region agent
import { Agent } from "node:https";

const socket = io("https://example.com", {
  agent: new Agent({ keepAlive: true }),
});
// #endregion agent

// the engine hands this agent to its HTTP requests and to the WebSocket client
const engineAgent = socket.io.engine.opts.agent;
console.log("agent is an https.Agent:", engineAgent instanceof Agent);
console.log("keepAlive:", engineAgent.options.keepAlive);
socket.disconnect();
