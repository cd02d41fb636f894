import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");
// TOPICS: the topics to subscribe to; PUBLISH: "topic:text", published once subscribed
const topics = (process.env.TOPICS || "news").split(",");

// #region subscribe
socket.on("message", ({ topic, data }) => {
  console.log(`[${topic}] ${data}`);
});

async function subscribe(topic) {
  const response = await socket.timeout(5000).emitWithAck("subscribe", topic);
  if (response.ok) {
    console.log(`subscribed to ${topic}, now: ${response.subscriptions.join(", ")}`);
  } else {
    console.log(`cannot subscribe to ${topic}: ${response.error}`);
  }
}

// on every connection, reconnections included: a new socket starts with no rooms
socket.on("connect", async () => {
  for (const topic of topics) {
    await subscribe(topic);
  }
  if (process.env.PUBLISH) {
    await publish(process.env.PUBLISH);
  }
});
// #endregion subscribe

async function publish(spec) {
  const [topic, ...rest] = spec.split(":");
  const response = await socket.timeout(5000).emitWithAck("publish", topic, rest.join(":"));
  console.log(`published to ${topic}: ${JSON.stringify(response)}`);
}
