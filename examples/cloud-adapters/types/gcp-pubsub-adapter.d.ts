// @socket.io/gcp-pubsub-adapter is not on the npm registry this project installs from. The samples are typechecked
// against this declaration instead, written by hand from the package's public source (version 0.1.0); the Google
// Cloud types come from the real @google-cloud/pubsub 4.x, the major the adapter depends on.
declare module "@socket.io/gcp-pubsub-adapter" {
  import type { CreateSubscriptionOptions, Message, Topic } from "@google-cloud/pubsub";
  import {
    ClusterAdapterWithHeartbeat,
    type ClusterAdapterOptions,
    type ClusterMessage,
    type ClusterResponse,
  } from "socket.io-adapter";

  export interface AdapterOptions extends ClusterAdapterOptions {
    /** @default "socket.io" */
    subscriptionPrefix?: string;
    subscriptionOptions?: CreateSubscriptionOptions;
  }

  export class PubSubAdapter extends ClusterAdapterWithHeartbeat {
    constructor(nsp: any, topic: Topic, opts: ClusterAdapterOptions);
    onRawMessage(rawMessage: Message): void;
    protected doPublish(message: ClusterMessage): Promise<string>;
    protected doPublishResponse(requesterUid: string, response: ClusterResponse): Promise<void>;
  }

  export function createAdapter(topic: Topic, opts?: AdapterOptions): (nsp: any) => PubSubAdapter;
}
