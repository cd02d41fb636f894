// #region node
import { io } from "socket.io-client";
import { readFileSync } from "node:fs";

const socket = io("https://server.example.com", {
  // the types of engine.io-client 6.6 declare ca, cert and key as strings; Node.js takes the Buffers
  // headers are sent with every transport in Node.js
  extraHeaders: { authorization: "Bearer abc" },
  // trust a private certificate authority
  ca: readFileSync("./ca.pem") as unknown as string,
  // client certificate, if the server asks for one
  cert: readFileSync("./client-cert.pem") as unknown as string,
  key: readFileSync("./client-key.pem") as unknown as string,
});
// #endregion node

// the engine hands the headers and the TLS options to both transports
const engineOpts = (socket.io.engine as unknown as {
  opts: { extraHeaders: Record<string, string>; ca: Buffer; cert: Buffer; key: Buffer };
}).opts;
console.log("authorization:", engineOpts.extraHeaders.authorization);
console.log("PEM files read:", [engineOpts.ca, engineOpts.cert, engineOpts.key].map((pem) => pem.toString().split("\n")[0]).join(" | "));
socket.disconnect();
