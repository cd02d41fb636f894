// #region manager-socket
import { Manager } from "socket.io-client";

const manager = new Manager("https://example.com");
const socket = manager.socket("/");
// #endregion manager-socket

console.log("socket of this Manager:", socket.io === manager);
socket.disconnect();
