import { io } from "socket.io-client";
// #region pfx
import { readFileSync } from "node:fs";

const socket = io("https://example.com", {
  // the types of engine.io-client 6.6 declare pfx as a string; Node.js takes the Buffer
  pfx: readFileSync("./client.p12") as unknown as string,
  passphrase: "secret",
});
// #endregion pfx

// the engine passes both to the TLS connections of its transports
const engineOpts = (socket.io.engine as unknown as { opts: { pfx: Buffer; passphrase: string } }).opts;
console.log("pfx bytes:", engineOpts.pfx.length);
console.log("passphrase:", engineOpts.passphrase);
socket.disconnect();
