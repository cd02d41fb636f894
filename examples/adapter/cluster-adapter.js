// #region cluster
import { ClusterAdapterWithHeartbeat } from "socket.io-adapter";

class MyAdapter extends ClusterAdapterWithHeartbeat {
  constructor(nsp, bus, opts) {
    super(nsp, opts);
    this.bus = bus;
    // a message published by another server (a broadcast, a request…)
    bus.on("message", (message) => this.onMessage(message));
    // an answer to one of our requests (fetchSockets, serverSideEmit with ack…)
    bus.on("response", (response) => this.onResponse(response));
  }

  // send a message to every other server; may resolve to an offset
  async doPublish(message) {
    await this.bus.publish(message);
    return "";
  }

  // send a response to the server whose uid is requesterUid
  async doPublishResponse(requesterUid, response) {
    await this.bus.reply(requesterUid, response);
  }
}

export function createAdapter(bus, opts = {}) {
  // a regular function: Socket.IO calls it with `new`, which an arrow function cannot take
  return function (nsp) {
    return new MyAdapter(nsp, bus, opts);
  };
}
// #endregion cluster
