// #region first
import { io } from "socket.io-client";

const socket = io("https://server.example.com");
// #endregion first

// the socket connects right away; this sample only shows where it goes, then stops
console.log("connecting to:", socket.io.opts.hostname);
socket.disconnect();
