// A minimal Socket.IO client: Engine.IO protocol v4 and Socket.IO protocol v5, over WebSocket only,
// main namespace only, no binary attachments, no reconnection.
import WebSocket from "ws";

// #region constants
// Engine.IO packet types (the first character of each WebSocket frame)
const EIO_OPEN = "0";
const EIO_CLOSE = "1";
const EIO_PING = "2";
const EIO_PONG = "3";
const EIO_MESSAGE = "4";

// Socket.IO packet types (the first character of the data of an Engine.IO message)
const SIO_CONNECT = "0";
const SIO_DISCONNECT = "1";
const SIO_EVENT = "2";
const SIO_ACK = "3";
const SIO_CONNECT_ERROR = "4";

// events of the client itself, which the server cannot emit
const RESERVED_EVENTS = new Set(["connect", "connect_error", "disconnect"]);
// the arguments of an event are whatever JSON the server sends, as with socket.io-client's DefaultEventsMap
type Handler = (...args: any[]) => void;
// #endregion constants

export class BasicSocket {
  // #region constructor
  // the fields, set in the constructor or later ("declare": their types only, no code)
  declare id: string | undefined;
  declare connected: boolean;
  declare auth: object | undefined;
  declare debug: boolean;
  declare listeners: Map<string, Handler[]>;
  declare acks: Map<string, Handler>;
  declare nextAckId: number;
  declare sendBuffer: string[];
  declare pingTimer: ReturnType<typeof setTimeout> | undefined;
  declare heartbeatDelay: number;
  declare ws: WebSocket;

  /**
   * @param serverUrl the URL of the server, "http://localhost:3000" for example
   * @param options auth: sent in the CONNECT packet; debug: print every frame
   */
  constructor(serverUrl: string, { auth, debug = false }: { auth?: object; debug?: boolean } = {}) {
    this.id = undefined; // the Socket.IO id, given by the server in its CONNECT packet
    this.connected = false;
    this.auth = auth;
    this.debug = debug;
    this.listeners = new Map(); // event name => array of handlers
    this.acks = new Map(); // ack id => callback, for our emits that wait for an answer
    this.nextAckId = 0;
    this.sendBuffer = []; // packets emitted before the CONNECT answer
    this.pingTimer = undefined;

    const url = new URL("/socket.io/", serverUrl);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    url.searchParams.set("EIO", "4");
    url.searchParams.set("transport", "websocket");

    this.ws = new WebSocket(url);
    this.ws.on("message", (data, isBinary) => {
      if (isBinary) {
        return; // binary attachments are not supported by this client
      }
      this.onEnginePacket(data.toString());
    });
    this.ws.on("error", (err) => {
      if (!this.connected) {
        this.fire("connect_error", err);
      }
    });
    this.ws.on("close", () => this.onClose("transport close"));
  }
  // #endregion constructor

  // #region api
  on(event: string, handler: Handler) {
    if (!this.listeners.has(event)) {
      this.listeners.set(event, []);
    }
    this.listeners.get(event)!.push(handler);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    if (RESERVED_EVENTS.has(event)) {
      throw new Error(`"${event}" is a reserved event name`);
    }
    let id = "";
    if (typeof args.at(-1) === "function") {
      id = String(this.nextAckId++);
      this.acks.set(id, args.pop() as Handler);
    }
    const packet = SIO_EVENT + id + JSON.stringify([event, ...args]);
    if (this.connected) {
      this.sendSocketPacket(packet);
    } else {
      this.sendBuffer.push(packet);
    }
    return this;
  }

  emitWithAck(event: string, ...args: unknown[]) {
    return new Promise((resolve) => {
      this.emit(event, ...args, (response: unknown) => resolve(response));
    });
  }

  disconnect() {
    if (this.connected) {
      this.sendSocketPacket(SIO_DISCONNECT); // "41": leave the main namespace
    }
    this.onClose("io client disconnect");
  }
  // #endregion api

  // #region engine
  onEnginePacket(frame: string) {
    this.log("<", frame);
    const type = frame[0];
    const data = frame.slice(1);
    switch (type) {
      case EIO_OPEN: {
        // 0{"sid":"...","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}
        const { pingInterval, pingTimeout } = JSON.parse(data);
        this.heartbeatDelay = pingInterval + pingTimeout;
        this.resetPingTimer();
        // the Engine.IO session is open: join the main namespace, with the auth payload if any
        this.sendSocketPacket(SIO_CONNECT + (this.auth ? JSON.stringify(this.auth) : ""));
        break;
      }
      case EIO_PING:
        // the server checks that we are alive: answer at once
        this.send(EIO_PONG);
        this.resetPingTimer();
        break;
      case EIO_MESSAGE:
        this.onSocketPacket(data);
        break;
      case EIO_CLOSE:
        this.onClose("transport close");
        break;
      // "6" (noop) is only useful to HTTP long-polling: nothing to do
    }
  }

  resetPingTimer() {
    clearTimeout(this.pingTimer);
    // no ping within pingInterval + pingTimeout: the server (or the network) is gone
    this.pingTimer = setTimeout(() => this.onClose("ping timeout"), this.heartbeatDelay);
  }
  // #endregion engine

  // #region socket
  onSocketPacket(data: string) {
    const type = data[0];
    const rest = data.slice(1);
    if (rest.startsWith("/")) {
      return; // a packet for another namespace: this client only joins the main one
    }
    // an optional ack id (digits), then an optional JSON payload
    const [, id, json] = rest.match(/^(\d*)(.*)$/s)!; // matches any text
    const payload = json ? JSON.parse(json) : undefined;

    switch (type) {
      case SIO_CONNECT:
        this.id = payload.sid;
        this.connected = true;
        this.fire("connect");
        this.sendBuffer.splice(0).forEach((packet) => this.sendSocketPacket(packet));
        break;
      case SIO_CONNECT_ERROR: {
        const err: Error & { data?: unknown } = new Error(payload.message);
        err.data = payload.data;
        this.fire("connect_error", err);
        this.close();
        break;
      }
      case SIO_EVENT: {
        const [event, ...args] = payload;
        if (id) {
          // the server waits for an answer: give the handler a callback that sends an ACK with the same id
          let answered = false;
          args.push((...response: unknown[]) => {
            if (answered) return;
            answered = true;
            this.sendSocketPacket(SIO_ACK + id + JSON.stringify(response));
          });
        }
        this.fire(event, ...args);
        break;
      }
      case SIO_ACK: {
        const callback = this.acks.get(id);
        if (callback) {
          this.acks.delete(id);
          callback(...payload);
        }
        break;
      }
      case SIO_DISCONNECT:
        // the server called socket.disconnect()
        this.onClose("io server disconnect");
        break;
      // "5" and "6" (BINARY_EVENT, BINARY_ACK) are not supported by this client
    }
  }
  // #endregion socket

  // #region helpers
  sendSocketPacket(packet: string) {
    this.send(EIO_MESSAGE + packet);
  }

  send(frame: string) {
    this.log(">", frame);
    this.ws.send(frame);
  }

  fire(event: string, ...args: unknown[]) {
    for (const handler of this.listeners.get(event) ?? []) {
      handler(...args);
    }
  }

  onClose(reason: string) {
    const wasConnected = this.connected;
    this.close();
    if (wasConnected) {
      this.fire("disconnect", reason);
    }
  }

  close() {
    clearTimeout(this.pingTimer);
    this.connected = false;
    this.acks.clear();
    if (this.ws.readyState === WebSocket.CONNECTING || this.ws.readyState === WebSocket.OPEN) {
      this.ws.close();
    }
  }

  log(direction: string, frame: string) {
    if (this.debug) {
      console.log(`${direction} ${frame}`);
    }
  }
  // #endregion helpers
}
