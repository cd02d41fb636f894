// #region node
import { io } from "socket.io-client";
import { readFileSync } from "node:fs";

const socket = io("https://server.example.com", {
  // headers are sent with every transport in Node.js
  extraHeaders: { authorization: "Bearer abc" },
  // trust a private certificate authority
  ca: readFileSync("./ca.pem"),
  // client certificate, if the server asks for one
  cert: readFileSync("./client-cert.pem"),
  key: readFileSync("./client-key.pem"),
});
// #endregion node

// the engine hands the headers and the TLS options to both transports
const engineOpts = socket.io.engine.opts;
console.log("authorization:", engineOpts.extraHeaders.authorization);
console.log("PEM files read:", [engineOpts.ca, engineOpts.cert, engineOpts.key].map((pem) => pem.toString().split("\n")[0]).join(" | "));
socket.disconnect();
