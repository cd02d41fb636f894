// #region connect
import { connect } from "socket.io-client";

const socket = connect("https://example.com");
// #endregion connect

console.log("hostname:", socket.io.opts.hostname);
socket.disconnect();
