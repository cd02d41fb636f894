import { protocol } from "socket.io-client";

console.log(protocol); // 5
