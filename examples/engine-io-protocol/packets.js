// Engine.IO packets (revision 4) and their encoding, checked against engine.io-parser.

// #region packets
// a text packet is its type digit followed by its data, if any
export const packets = [
  { type: "open", data: '{"sid":"O6k6UDZGUgEOg-dNAAAA","upgrades":["websocket"],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}', encoded: '0{"sid":"O6k6UDZGUgEOg-dNAAAA","upgrades":["websocket"],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}' },
  { type: "close", encoded: "1" },
  { type: "ping", encoded: "2" },
  { type: "ping", data: "probe", encoded: "2probe" },
  { type: "pong", encoded: "3" },
  { type: "pong", data: "probe", encoded: "3probe" },
  { type: "message", data: "hello", encoded: "4hello" },
  { type: "message", data: "olá, € ✓", encoded: "4olá, € ✓" },
  { type: "upgrade", encoded: "5" },
  { type: "noop", encoded: "6" },
];
// #endregion packets

// #region binary
// a binary message packet has no type digit
export const binaryMessage = {
  data: Uint8Array.of(0x01, 0x02, 0x03),
  // over WebSocket (and WebTransport): the raw bytes, in a binary frame
  websocket: Uint8Array.of(0x01, 0x02, 0x03),
  // over HTTP long-polling: "b" followed by the bytes in base64
  polling: "bAQID",
};
// #endregion binary

// #region payload
// HTTP long-polling: several packets in one body, separated by the byte 0x1e
export const payload = {
  packets: [
    { type: "message", data: "hello" },
    { type: "message", data: Uint8Array.of(0x01, 0x02, 0x03) },
    { type: "ping" },
  ],
  encoded: "4hello\x1ebAQID\x1e2",
};
// #endregion payload
