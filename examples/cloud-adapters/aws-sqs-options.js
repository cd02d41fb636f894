import { SNS } from "@aws-sdk/client-sns";
import { SQS } from "@aws-sdk/client-sqs";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/aws-sqs-adapter";

const snsClient = new SNS({ region: "eu-west-1" });
const sqsClient = new SQS({ region: "eu-west-1" });

// #region options
const io = new Server({
  adapter: createAdapter(snsClient, sqsClient, {
    topicName: "my-app",
    topicTags: [{ Key: "app", Value: "my-app" }],
    queuePrefix: "my-app",
    queueTags: { app: "my-app" },
    heartbeatInterval: 5000,
    heartbeatTimeout: 10000,
  }),
});
// #endregion options

io.listen(3000);
