import { io } from "socket.io-client";
// #region agent
import { Agent } from "node:https";

const socket = io("https://example.com", {
  // the types of engine.io-client 6.6 declare agent as string | boolean
  agent: new Agent({ keepAlive: true }) as unknown as string,
});
// #endregion agent

// the engine hands this agent to its HTTP requests and to the WebSocket client
const engineAgent = (socket.io.engine as unknown as { opts: { agent: Agent } }).opts.agent;
console.log("agent is an https.Agent:", engineAgent instanceof Agent);
console.log("keepAlive:", engineAgent.options.keepAlive);
socket.disconnect();
