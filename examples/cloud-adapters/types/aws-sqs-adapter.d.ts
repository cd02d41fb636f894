// @socket.io/aws-sqs-adapter is not on the npm registry this project installs from. The samples are typechecked
// against this declaration instead, written by hand from the package's public source (version 0.1.1); the AWS
// types come from the real @aws-sdk packages. Update it if a published version of the adapter changes its API.
declare module "@socket.io/aws-sqs-adapter" {
  import type { CreateTopicCommandInput, SNS } from "@aws-sdk/client-sns";
  import type { CreateQueueCommandInput, Message, SQS } from "@aws-sdk/client-sqs";
  import {
    ClusterAdapterWithHeartbeat,
    type ClusterAdapterOptions,
    type ClusterMessage,
    type ClusterResponse,
  } from "socket.io-adapter";

  export interface AdapterOptions {
    /** @default "socket-io" (the README says "socket.io"; the code uses a hyphen) */
    topicName?: string;
    topicTags?: CreateTopicCommandInput["Tags"];
    /** @default "socket-io" */
    queuePrefix?: string;
    queueTags?: CreateQueueCommandInput["tags"];
  }

  export class PubSubAdapter extends ClusterAdapterWithHeartbeat {
    _topicArn: string;
    constructor(nsp: any, snsClient: SNS, opts: AdapterOptions & ClusterAdapterOptions);
    onRawMessage(rawMessage: Message): void;
    protected doPublish(message: ClusterMessage): Promise<string>;
    protected doPublishResponse(requesterUid: string, response: ClusterResponse): Promise<void>;
  }

  // The aggregated SNS and SQS classes, not SNSClient / SQSClient: the adapter calls their methods
  // (createTopic, createQueue, receiveMessage…), which the bare clients do not have.
  export function createAdapter(
    snsClient: SNS,
    sqsClient: SQS,
    opts?: AdapterOptions & ClusterAdapterOptions,
  ): (nsp: any) => PubSubAdapter;
}
