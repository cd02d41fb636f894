// #region cluster
import {
  ClusterAdapterWithHeartbeat,
  type ClusterAdapterOptions,
  type ClusterMessage,
  type ClusterResponse,
  type Offset,
  type ServerId,
} from "socket.io-adapter";
import type { Namespace } from "socket.io";

// what this adapter needs from the client of your service
export interface Bus {
  on(event: "message", listener: (message: ClusterMessage) => void): void;
  on(event: "response", listener: (response: ClusterResponse) => void): void;
  publish(message: ClusterMessage): Promise<unknown>;
  reply(requesterUid: ServerId, response: ClusterResponse): Promise<unknown>;
}

class MyAdapter extends ClusterAdapterWithHeartbeat {
  private declare bus: Bus;

  constructor(nsp: Namespace, bus: Bus, opts: ClusterAdapterOptions) {
    super(nsp, opts);
    this.bus = bus;
    // a message published by another server (a broadcast, a request…)
    bus.on("message", (message) => this.onMessage(message));
    // an answer to one of our requests (fetchSockets, serverSideEmit with ack…)
    bus.on("response", (response) => this.onResponse(response));
  }

  // send a message to every other server; may resolve to an offset
  protected async doPublish(message: ClusterMessage): Promise<Offset> {
    await this.bus.publish(message);
    return "";
  }

  // send a response to the server whose uid is requesterUid
  protected async doPublishResponse(requesterUid: ServerId, response: ClusterResponse): Promise<void> {
    await this.bus.reply(requesterUid, response);
  }
}

export function createAdapter(bus: Bus, opts: ClusterAdapterOptions = {}) {
  // a regular function: Socket.IO calls it with `new`, which an arrow function cannot take
  return function (nsp: Namespace) {
    return new MyAdapter(nsp, bus, opts);
  };
}
// #endregion cluster
