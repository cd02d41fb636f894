/**
 * Heading ids that links elsewhere on the web use for our API reference pages, which differ from ours (the
 * previous site derived them from other signatures: `socket.on(eventName, callback)` on the client, for
 * instance). Our ids stay; each legacy id becomes an extra anchor just before the heading it stands for, in every
 * locale (plugins/remark-legacy-anchors).
 *
 * Keys are 4.x doc ids (`docs/<id>.md`, or its translation in `i18n/<locale>/.../current/`).
 */
export interface LegacyAnchor {
  /** The heading id on our page. */
  heading: string;
  /** The id the web links to. */
  legacy: string;
}

export const legacyAnchors: Record<string, LegacyAnchor[]> = {
  'client-api': [
    {heading: 'socketconnect', legacy: 'socket-connect'},
    {heading: 'socketemiteventname-args-ack', legacy: 'socketemiteventname-args'},
    {heading: 'socketoffeventname-listener', legacy: 'socketoffeventname'},
    {heading: 'socketonanylistener', legacy: 'socketonanycallback'},
    {heading: 'socketonceeventname-listener', legacy: 'socketonceeventname-callback'},
    {heading: 'socketoneventname-listener', legacy: 'socketoneventname-callback'},
  ],
  'server-api': [
    {heading: 'namespaceallsockets', legacy: 'namespace-allSockets'},
    {heading: 'socketemiteventname-args-ack', legacy: 'socketemiteventname-args'},
    {heading: 'socketonceeventname-callback', legacy: 'socketonceeventname-listener'},
    // On the server socket.off() and socket.removeListener() are the same method (Node's EventEmitter).
    {heading: 'socketoffeventname-callback', legacy: 'socketremovelistenereventname-listener'},
  ],
};
