import { SNS } from "@aws-sdk/client-sns";
import { SQS } from "@aws-sdk/client-sqs";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/aws-sqs-adapter";

// SNS and SQS, not SNSClient and SQSClient: the adapter calls methods that only the aggregated clients have.
// Credentials and region come from the usual AWS sources (environment variables, ~/.aws, an IAM role…).
const snsClient = new SNS();
const sqsClient = new SQS();

const io = new Server({
  adapter: createAdapter(snsClient, sqsClient),
});

// Waits until the topic, this server's queue and its subscription exist; rejects if one of them cannot be created.
await io.of("/").adapter.init();

io.on("connection", (socket) => {
  socket.on("chat message", (text) => {
    // reaches the clients of every server of the cluster
    io.emit("chat message", text);
  });
});

io.listen(Number(process.env.PORT ?? 3000));

process.on("SIGTERM", () => {
  // No process.exit() here: the adapter deletes the queue after io.close() has returned
  // (once its current long poll ends, up to 5 seconds later); exiting now would leave the queue behind.
  io.close();
});
