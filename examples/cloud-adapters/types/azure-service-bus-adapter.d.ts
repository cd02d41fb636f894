// @socket.io/azure-service-bus-adapter is not on the npm registry this project installs from. The samples are
// typechecked against this declaration instead, written by hand from the package's public source (version 0.1.0);
// the Azure types come from the real @azure/service-bus package. Update it if a published version changes its API.
declare module "@socket.io/azure-service-bus-adapter" {
  import type {
    CreateSubscriptionOptions,
    CreateTopicOptions,
    ServiceBusAdministrationClient,
    ServiceBusClient,
    ServiceBusMessage,
    ServiceBusReceiverOptions,
    ServiceBusSender,
  } from "@azure/service-bus";
  import {
    ClusterAdapterWithHeartbeat,
    type ClusterAdapterOptions,
    type ClusterMessage,
    type ClusterResponse,
  } from "socket.io-adapter";

  export interface AdapterOptions extends ClusterAdapterOptions {
    /** @default "socket.io" */
    topicName?: string;
    topicOptions?: CreateTopicOptions;
    /** @default "socket.io" */
    subscriptionPrefix?: string;
    subscriptionOptions?: CreateSubscriptionOptions;
    receiverOptions?: ServiceBusReceiverOptions;
  }

  export class PubSubAdapter extends ClusterAdapterWithHeartbeat {
    constructor(nsp: any, sender: ServiceBusSender, opts: ClusterAdapterOptions);
    onRawMessage(rawMessage: ServiceBusMessage): void;
    protected doPublish(message: ClusterMessage): Promise<string>;
    protected doPublishResponse(requesterUid: string, response: ClusterResponse): Promise<void>;
  }

  export function createAdapter(
    client: ServiceBusClient,
    adminClient: ServiceBusAdministrationClient,
    opts?: AdapterOptions,
  ): (nsp: any) => PubSubAdapter;
}
