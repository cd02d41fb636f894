// Run with: npx mocha examples/testing/mocha/app.spec.js
// describe, it, before and after are globals that Mocha defines: no import needed
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { Server } from "socket.io";
import { io as ioc } from "socket.io-client";
import { registerHandlers } from "../app.js";

// #region helper
// resolves with the first argument of the next `event` on `socket`
function waitFor(socket, event) {
  return new Promise((resolve) => {
    socket.once(event, resolve);
  });
}
// #endregion helper

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
  it("answers with an acknowledgement (emitWithAck)", async () => {
    const answer = await alice.timeout(1000).emitWithAck("sum", 2, 3);
    assert.deepEqual(answer, { result: 5 });
  });

  it("reports invalid input in the acknowledgement (callback)", async () => {
    const answer = await new Promise((resolve, reject) => {
      alice.timeout(1000).emit("sum", "2", 3, (err, response) => {
        if (err) return reject(err); // the server did not answer in time
        resolve(response);
      });
    });
    assert.deepEqual(answer, { error: "sum expects two numbers" });
  });

  it("sends a chat message to the other members of the room only", async () => {
    await alice.emitWithAck("join", "room1");
    await bob.emitWithAck("join", "room1");

    let aliceGotIt = false;
    alice.once("chat message", () => (aliceGotIt = true));

    const received = waitFor(bob, "chat message");
    alice.emit("chat message", "room1", "hello bob");

    assert.deepEqual(await received, { from: alice.id, text: "hello bob" });
    assert.equal(aliceGotIt, false);
  });

  it("gets an acknowledgement from the client (server side emitWithAck)", async () => {
    alice.once("are you there?", (callback) => callback("yes"));
    const answer = await serverSocket.timeout(1000).emitWithAck("are you there?");
    assert.equal(answer, "yes");
  });
  // #endregion tests
});
