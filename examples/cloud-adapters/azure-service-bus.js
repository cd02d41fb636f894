import { ServiceBusAdministrationClient, ServiceBusClient } from "@azure/service-bus";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/azure-service-bus-adapter";

// A connection string with the Manage right: the adapter creates the topic and the subscriptions.
const connectionString = process.env.AZURE_CONNECTION_STRING;
if (!connectionString) throw new Error("set AZURE_CONNECTION_STRING");

const client = new ServiceBusClient(connectionString);
const adminClient = new ServiceBusAdministrationClient(connectionString);

const io = new Server({
  adapter: createAdapter(client, adminClient),
});

// Waits until the topic and this server's subscription exist (a failure is only logged, see Troubleshooting).
await io.of("/").adapter.init();

io.on("connection", (socket) => {
  socket.on("chat message", (text) => {
    // reaches the clients of every server of the cluster
    io.emit("chat message", text);
  });
});

io.listen(Number(process.env.PORT ?? 3000));

process.on("SIGTERM", async () => {
  // Since socket.io 4.8.0, io.close() waits for the adapter to delete this server's subscription.
  await io.close();
  // The adapter does not close the client it was given.
  await client.close();
});
