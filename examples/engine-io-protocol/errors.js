// Requests the Engine.IO server refuses, and its answers (server.js, default path /engine.io/).
export const errors = [
  {
    request: "GET /engine.io/?EIO=4&transport=carrier-pigeon",
    status: 400,
    body: '{"code":0,"message":"Transport unknown"}',
  },
  {
    request: "GET /engine.io/?EIO=4&transport=polling&sid=does-not-exist",
    status: 400,
    body: '{"code":1,"message":"Session ID unknown"}',
  },
  {
    request: "POST /engine.io/?EIO=4&transport=polling",
    status: 400,
    body: '{"code":2,"message":"Bad handshake method"}',
  },
  {
    // a WebSocket handshake must be an HTTP upgrade request
    request: "GET /engine.io/?EIO=4&transport=websocket",
    status: 400,
    body: '{"code":3,"message":"Bad request"}',
  },
  {
    // refused by allowRequest: the message is the one given to its callback
    request: "GET /engine.io/?EIO=4&transport=polling",
    headers: { Origin: "https://forbidden.example" },
    status: 403,
    body: '{"code":4,"message":"origin not allowed"}',
  },
  {
    // revision 3 is refused unless the server sets allowEIO3: true
    request: "GET /engine.io/?EIO=3&transport=polling",
    status: 400,
    body: '{"code":5,"message":"Unsupported protocol version"}',
  },
];
