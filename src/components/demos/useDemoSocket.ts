import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Socket} from 'socket.io-client';
import {TOO_MANY_CONNECTIONS} from '@site/demo-server/protocol';

type EventsMap = Record<string, (...args: any[]) => void>;

/**
 * connecting: first attempt under way; connected; reconnecting: the connection dropped, a new one is being made;
 * unreachable: an attempt failed (the client keeps trying by itself, with its default back-off);
 * crowded: the server refused this page because its network address already holds as many demo connections as it
 * may (a refusal by the server, so the client does not try again by itself).
 */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'unreachable' | 'crowded';

/**
 * A socket for a namespace of the demo server (`customFields.demoServerUrl`, or the site's own origin when empty).
 * The socket only exists in the browser: it is created after the first render, never during server rendering.
 * It is created disconnected: the component adds its listeners, then calls `socket.connect()`, so nothing the
 * server sends right on connection (the whiteboard history) can arrive before a listener is there.
 * socket.io-client is loaded once the page has rendered (a chunk of its own), not with the page's scripts: the page
 * paints and hydrates without it, and the demo pages stay within the JavaScript budget (issue 39).
 */
export function useDemoSocket<ServerToClient extends EventsMap, ClientToServer extends EventsMap>(
  namespace: string,
): {socket: Socket<ServerToClient, ClientToServer> | null; state: ConnectionState} {
  const {siteConfig} = useDocusaurusContext();
  const serverUrl = String(siteConfig.customFields?.demoServerUrl ?? '').replace(/\/+$/, '');
  const [socket, setSocket] = useState<Socket<ServerToClient, ClientToServer> | null>(null);
  const [state, setState] = useState<ConnectionState>('connecting');

  useEffect(() => {
    let created: Socket<ServerToClient, ClientToServer> | undefined;
    let cancelled = false;
    const onConnect = () => setState('connected');
    const onDisconnect = () => setState('reconnecting');
    const onConnectError = (error: Error) => setState(error.message === TOO_MANY_CONNECTIONS ? 'crowded' : 'unreachable');
    void import('socket.io-client').then(({io}) => {
      if (cancelled) return;
      // '/chat' alone means "this page's origin"; reconnection is on by default, with delays from 1 to 5 seconds.
      created = io(`${serverUrl}${namespace}`, {autoConnect: false});
      created.on('connect', onConnect);
      created.on('disconnect', onDisconnect);
      created.on('connect_error', onConnectError);
      setSocket(created);
    }, () => setState('unreachable'));
    return () => {
      cancelled = true;
      created?.off('connect', onConnect);
      created?.off('disconnect', onDisconnect);
      created?.off('connect_error', onConnectError);
      created?.disconnect();
      setSocket(null);
      setState('connecting');
    };
  }, [serverUrl, namespace]);

  return {socket, state};
}
