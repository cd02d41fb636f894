// A tiny Socket.IO parser: every packet becomes one JSON text, prefixed with its type.
// It has no dependency, so the same file works in Node.js and in a browser bundle.

// #region types
// the packet types of the Socket.IO protocol (see socket.io-parser's PacketType)
export const PacketType = {
  CONNECT: 0,
  DISCONNECT: 1,
  EVENT: 2,
  ACK: 3,
  CONNECT_ERROR: 4,
};

// what Socket.IO hands to encode() and expects from the decoder
export interface Packet {
  type: number;
  nsp: string;
  data?: unknown;
  id?: number;
}

type Listener = (packet: Packet) => void;
// #endregion types

// #region encoder
function hasBinary(value: unknown): boolean {
  if (value === null || typeof value !== "object") {
    return false;
  }
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    return true; // Buffer, Uint8Array, DataView...
  }
  if (typeof Blob !== "undefined" && value instanceof Blob) {
    return true;
  }
  return Object.values(value).some(hasBinary);
}

export class Encoder {
  // called with a packet { type, nsp, data?, id? }; returns the list of strings/buffers to send
  encode(packet: Packet) {
    if (hasBinary(packet.data)) {
      // JSON would silently turn a Buffer into { type: "Buffer", data: [...] }: refuse instead
      throw new Error("this parser does not support binary data");
    }
    const body = { nsp: packet.nsp, data: packet.data, id: packet.id };
    return [packet.type + JSON.stringify(body)];
  }
}
// #endregion encoder

// #region decoder
function isObject(value: unknown) {
  return Object.prototype.toString.call(value) === "[object Object]";
}

function isValid(packet: Packet) {
  const { type, nsp, data, id } = packet;
  if (typeof nsp !== "string" || (id !== undefined && !Number.isInteger(id))) {
    return false;
  }
  switch (type) {
    case PacketType.CONNECT:
      return data === undefined || isObject(data);
    case PacketType.DISCONNECT:
      return data === undefined;
    case PacketType.EVENT:
      return Array.isArray(data) && data.length > 0;
    case PacketType.ACK:
      return Array.isArray(data);
    case PacketType.CONNECT_ERROR:
      return typeof data === "string" || isObject(data);
    default:
      return false;
  }
}

export class Decoder {
  #listeners = new Set<Listener>();

  // Socket.IO listens to the "decoded" event with on() and stops with off() / removeListener()
  on(event: string, listener: Listener) {
    if (event === "decoded") this.#listeners.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.#listeners.delete(listener);
    return this;
  }

  removeListener(event: string, listener: Listener) {
    return this.off(event, listener);
  }

  // called with each message received from the connection (a string here)
  add(chunk: unknown) {
    if (typeof chunk !== "string") {
      throw new Error("this parser does not support binary data");
    }
    const type = Number(chunk[0]);
    const body = JSON.parse(chunk.slice(1)); // throws on invalid JSON
    const packet = { type, nsp: body.nsp, data: body.data, id: body.id };
    if (!isValid(packet)) {
      throw new Error("invalid packet");
    }
    for (const listener of this.#listeners) {
      listener(packet);
    }
  }

  // called when the connection is closed; nothing to free here
  destroy() {}
}
// #endregion decoder
