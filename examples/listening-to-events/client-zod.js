import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.once("connect", async () => {
  // #region create
  const created = await socket.emitWithAck("create todo", { title: "  Buy milk ", color: "red" });
  console.log(JSON.stringify(created));
  // {"todo":{"id":1,"title":"Buy milk","done":false}}

  const refused = await socket.emitWithAck("create todo", { title: "", done: "yes" });
  console.log(JSON.stringify(refused));
  // {"error":"invalid payload","issues":[
  //   {"path":["title"],"message":"Too small: expected string to have >=1 characters"},
  //   {"path":["done"],"message":"Invalid input: expected boolean, received string"}]}
  // #endregion create

  // #region update
  const updated = await socket.emitWithAck("update todo", 1, { done: true });
  console.log(JSON.stringify(updated));
  // {"todo":{"id":1,"title":"Buy milk","done":true}}

  const typo = await socket.emitWithAck("update todo", 1, { don: true });
  console.log(JSON.stringify(typo));
  // {"error":"invalid payload","issues":[{"path":[1],"message":"Unrecognized key: \"don\""}]}

  const extra = await socket.emitWithAck("update todo", "1", { done: true }, "extra");
  console.log(JSON.stringify(extra));
  // {"error":"invalid payload","issues":[
  //   {"path":[],"message":"Too big: expected array to have <=2 items"},
  //   {"path":[0],"message":"Invalid input: expected number, received string"}]}
  // #endregion update

  socket.disconnect();
});
