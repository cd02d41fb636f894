// A Socket.IO 3.x parser that writes each packet as one JSON text and keeps Date values.
// It has no dependency, so the same file works in Node.js and in a browser bundle.

// #region types
// the packet types of the Socket.IO protocol, revision 5 (see socket.io-parser's PacketType)
const PacketType = {
  CONNECT: 0,
  DISCONNECT: 1,
  EVENT: 2,
  ACK: 3,
  CONNECT_ERROR: 4,
};
// #endregion types

// #region encoder
function hasBinary(value) {
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

// JSON.stringify() calls toJSON() before the replacer, so look at the original value in the holder (this)
function replacer(key, value) {
  const original = this[key];
  if (original instanceof Date) {
    return { $date: original.toISOString() };
  }
  return value;
}

class Encoder {
  // called with a packet { type, nsp, data?, id? }; returns the list of strings/buffers to send
  encode(packet) {
    if (hasBinary(packet.data)) {
      // JSON would silently turn a Buffer into { type: "Buffer", data: [...] }: refuse instead
      throw new Error("this parser does not support binary data");
    }
    const body = { nsp: packet.nsp, data: packet.data, id: packet.id };
    return [packet.type + JSON.stringify(body, replacer)];
  }
}
// #endregion encoder

// #region decoder
function isObject(value) {
  return Object.prototype.toString.call(value) === "[object Object]";
}

function reviver(key, value) {
  if (isObject(value) && Object.keys(value).length === 1 && typeof value.$date === "string") {
    const date = new Date(value.$date);
    if (Number.isNaN(date.getTime())) {
      throw new Error("invalid date");
    }
    return date;
  }
  return value;
}

function isValid(packet) {
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

class Decoder {
  constructor() {
    this.listeners = [];
  }

  // the server listens to "decoded" with on() and stops with removeListener(), the client with on() and off()
  on(event, listener) {
    if (event === "decoded") this.listeners.push(listener);
    return this;
  }

  off(event, listener) {
    this.listeners = this.listeners.filter((l) => l !== listener);
    return this;
  }

  removeListener(event, listener) {
    return this.off(event, listener);
  }

  // called with each message received from the connection (a string here)
  add(chunk) {
    if (typeof chunk !== "string") {
      throw new Error("this parser does not support binary data");
    }
    const type = Number(chunk[0]);
    const body = JSON.parse(chunk.slice(1), reviver); // throws on invalid JSON
    const packet = { type, nsp: body.nsp, data: body.data, id: body.id };
    if (!isValid(packet)) {
      throw new Error("invalid packet");
    }
    for (const listener of [...this.listeners]) {
      listener(packet);
    }
  }

  // called when the connection is closed; the client reuses the same decoder when it reconnects
  destroy() {}
}
// #endregion decoder

module.exports = { protocol: 5, PacketType, Encoder, Decoder };
