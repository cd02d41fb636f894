import { PubSub } from "@google-cloud/pubsub";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/gcp-pubsub-adapter";

const pubsub = new PubSub({ projectId: process.env.GCP_PROJECT_ID });

// The adapter does not create the topic: it must exist before the first server starts.
const topic = pubsub.topic("socket-io");
const [topicExists] = await topic.exists();
if (!topicExists) throw new Error("create the Pub/Sub topic socket-io first");

const io = new Server({
  adapter: createAdapter(topic),
});

// Waits until this server's subscription exists (a failure is only logged, see Troubleshooting).
await io.of("/").adapter.init();

io.on("connection", (socket) => {
  socket.on("chat message", (text) => {
    // reaches the clients of every server of the cluster
    io.emit("chat message", text);
  });
});

io.listen(Number(process.env.PORT ?? 3000));

process.on("SIGTERM", () => {
  // No process.exit() here: the adapter deletes the subscription after io.close() has returned;
  // exiting now could leave it behind.
  io.close();
});
