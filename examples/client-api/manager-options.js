// #region manager-options
import { Manager } from "socket.io-client";

const manager = new Manager("https://example.com", {
  reconnectionDelayMax: 10000,
});
// #endregion manager-options

console.log("reconnectionDelayMax:", manager.reconnectionDelayMax());
// a Manager connects at once (autoConnect); it closes when its last socket disconnects, and the process ends
manager.socket("/").disconnect();
