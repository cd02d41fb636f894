// Run with: npx mocha examples/v3/testing/mocha/app.spec.js
const assert = require("node:assert/strict");
const { createServer } = require("node:http");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { registerHandlers } = require("../app");
const { waitFor, emitWithAck } = require("../helpers");

describe("chat application", () => {
  let io, serverSocket, alice, bob;

  // #region setup
  before(async () => {
    const httpServer = createServer();
    io = new Server(httpServer);
    registerHandlers(io);

    // port 0: the operating system picks a free port
    await new Promise((resolve) => httpServer.listen(0, resolve));
    const url = `http://localhost:${httpServer.address().port}`;

    const firstConnection = waitFor(io, "connection");
    alice = ioc(url, { transports: ["websocket"] });
    serverSocket = await firstConnection; // the server side of alice's connection

    bob = ioc(url, { transports: ["websocket"] });
    await Promise.all([waitFor(alice, "connect"), waitFor(bob, "connect")]);
  });

  after(() => {
    alice.disconnect();
    bob.disconnect();
    io.close(); // also closes the HTTP server, so the process can exit
  });
  // #endregion setup

  // #region tests
  it("answers with an acknowledgement", async () => {
    const answer = await emitWithAck(alice, 1000, "sum", 2, 3);
    assert.deepEqual(answer, { result: 5 });
  });

  it("reports invalid input in the acknowledgement", async () => {
    const answer = await emitWithAck(alice, 1000, "sum", "2", 3);
    assert.deepEqual(answer, { error: "sum expects two numbers" });
  });

  it("sends a chat message to the other members of the room only", async () => {
    await emitWithAck(alice, 1000, "join", "room1");
    await emitWithAck(bob, 1000, "join", "room1");

    let aliceGotIt = false;
    alice.once("chat message", () => (aliceGotIt = true));

    const received = waitFor(bob, "chat message");
    alice.emit("chat message", "room1", "hello bob");

    assert.deepEqual(await received, { from: alice.id, text: "hello bob" });
    assert.equal(aliceGotIt, false);
  });

  it("gets an acknowledgement from the client", async () => {
    alice.once("are you there?", (callback) => callback("yes"));
    const answer = await emitWithAck(serverSocket, 1000, "are you there?");
    assert.equal(answer, "yes");
  });

  it("puts each socket in a Set of rooms", async () => {
    await emitWithAck(alice, 1000, "join", "room2");
    assert.ok(serverSocket.rooms instanceof Set);
    assert.deepEqual([...serverSocket.rooms], [alice.id, "room1", "room2"]);
  });
  // #endregion tests
});
