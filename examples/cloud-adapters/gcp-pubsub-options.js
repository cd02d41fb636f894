import { PubSub } from "@google-cloud/pubsub";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/gcp-pubsub-adapter";

const topic = new PubSub({ projectId: "my-project" }).topic("my-app");

// #region options
const io = new Server({
  adapter: createAdapter(topic, {
    subscriptionPrefix: "my-app",
    // Pub/Sub deletes the subscription of a server that crashed after one inactive day (the minimum)
    subscriptionOptions: { expirationPolicy: { ttl: { seconds: 24 * 60 * 60 } } },
    heartbeatInterval: 5000,
    heartbeatTimeout: 10000,
  }),
});
// #endregion options

io.listen(3000);
