import { ServiceBusAdministrationClient, ServiceBusClient } from "@azure/service-bus";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/azure-service-bus-adapter";

const connectionString = process.env.AZURE_CONNECTION_STRING ?? "";
const client = new ServiceBusClient(connectionString);
const adminClient = new ServiceBusAdministrationClient(connectionString);

// #region options
const io = new Server({
  adapter: createAdapter(client, adminClient, {
    topicName: "my-app",
    // only used if the topic does not exist yet
    topicOptions: { defaultMessageTimeToLive: "PT1M" },
    subscriptionPrefix: "my-app",
    // lets Service Bus delete the subscription of a server that crashed, after one idle hour
    subscriptionOptions: { autoDeleteOnIdle: "PT1H" },
    receiverOptions: { receiveMode: "receiveAndDelete" },
    heartbeatInterval: 5000,
    heartbeatTimeout: 10000,
  }),
});
// #endregion options

io.listen(3000);
