import { io } from "socket.io-client";
// #region pfx
import { readFileSync } from "node:fs";

const socket = io("https://example.com", {
  pfx: readFileSync("./client.p12"),
  passphrase: "secret",
});
// #endregion pfx

// the engine passes both to the TLS connections of its transports
const engineOpts = socket.io.engine.opts;
console.log("pfx bytes:", engineOpts.pfx.length);
console.log("passphrase:", engineOpts.passphrase);
socket.disconnect();
