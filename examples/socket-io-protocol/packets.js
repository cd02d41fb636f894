// Socket.IO packets (revision 5) and their encoding, checked against socket.io-parser.
// `encoded` lists the Engine.IO messages of a packet: one string, then the binary attachments, if any.

// #region packets
export const packets = [
  // CONNECT to the main namespace, without and with an auth payload
  { packet: { type: 0, nsp: "/" }, encoded: ["0"] },
  { packet: { type: 0, nsp: "/", data: { token: "abc" } }, encoded: ['0{"token":"abc"}'] },
  // CONNECT to the /admin namespace, and the server's answer
  { packet: { type: 0, nsp: "/admin", data: { token: "abc" } }, encoded: ['0/admin,{"token":"abc"}'] },
  { packet: { type: 0, nsp: "/admin", data: { sid: "oSO0OpakMV_3jnilAAAA" } }, encoded: ['0/admin,{"sid":"oSO0OpakMV_3jnilAAAA"}'] },
  // DISCONNECT
  { packet: { type: 1, nsp: "/" }, encoded: ["1"] },
  { packet: { type: 1, nsp: "/admin" }, encoded: ["1/admin,"] },
  // EVENT, without and with an acknowledgement id
  { packet: { type: 2, nsp: "/", data: ["chat message", "hi"] }, encoded: ['2["chat message","hi"]'] },
  { packet: { type: 2, nsp: "/admin", id: 12, data: ["stats"] }, encoded: ['2/admin,12["stats"]'] },
  // ACK: the arguments given to the callback, as an array
  { packet: { type: 3, nsp: "/admin", id: 12, data: [{ users: 3 }] }, encoded: ['3/admin,12[{"users":3}]'] },
  // CONNECT_ERROR
  { packet: { type: 4, nsp: "/", data: { message: "not authorized", data: { reason: "admins only" } } }, encoded: ['4{"message":"not authorized","data":{"reason":"admins only"}}'] },
  // BINARY_EVENT: the placeholders in the JSON, then the attachments in order
  {
    packet: { type: 2, nsp: "/", data: ["files", Uint8Array.of(1, 2), { thumb: Uint8Array.of(3) }] },
    encoded: ['52-["files",{"_placeholder":true,"num":0},{"thumb":{"_placeholder":true,"num":1}}]', Uint8Array.of(1, 2), Uint8Array.of(3)],
  },
  // BINARY_ACK
  { packet: { type: 3, nsp: "/", id: 7, data: [Uint8Array.of(255)] }, encoded: ['61-7[{"_placeholder":true,"num":0}]', Uint8Array.of(255)] },
];
// #endregion packets
