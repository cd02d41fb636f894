import type { AppSocket } from "./socket";

export type ConnectionSnapshot = {
  /** true between the "connect" and "disconnect" events */
  connected: boolean;
  /** "websocket" (or "polling") while connected, null otherwise */
  transport: string | null;
  /** the name of the last event received from the server */
  lastEvent: string | null;
};

// A tiny store around the socket, with no dependency on React or React Native:
// a component reads it with useSyncExternalStore(), a test reads it directly.
export function createConnectionState(socket: AppSocket) {
  let snapshot: ConnectionSnapshot = { connected: socket.connected, transport: null, lastEvent: null };
  const listeners = new Set<() => void>();
  let pausedInBackground = false;

  function update(changes: Partial<ConnectionSnapshot>) {
    // a new object at each change, so that React sees that something changed
    snapshot = { ...snapshot, ...changes };
    listeners.forEach((listener) => listener());
  }

  function onConnect() {
    const engine = socket.io.engine;
    update({ connected: true, transport: engine.transport.name });
    // only happens when long-polling is allowed too: the transport changes after the upgrade
    engine.once("upgrade", () => update({ transport: engine.transport.name }));
  }

  function onDisconnect() {
    update({ connected: false, transport: null });
  }

  function onAnyEvent(event: string) {
    update({ lastEvent: event });
  }

  socket.on("connect", onConnect);
  socket.on("disconnect", onDisconnect);
  socket.onAny(onAnyEvent);

  return {
    getSnapshot(): ConnectionSnapshot {
      return snapshot;
    },

    /** Calls the listener after each change; returns the function that unsubscribes it. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Give it to AppState.addEventListener("change", ...). */
    onAppStateChange(state: string): void {
      if (state === "background" && socket.active) {
        // connected or trying to: close the connection cleanly and stop reconnecting
        pausedInBackground = true;
        socket.disconnect();
      } else if (state === "active" && pausedInBackground) {
        // reconnect only what the background closed, not a socket the app disconnected on purpose
        pausedInBackground = false;
        socket.connect();
      }
      // "inactive" (iOS, a short transition), "unknown" and "extension" change nothing
    },

    /** Removes the listeners this store added to the socket, and only those. */
    dispose(): void {
      socket.off("connect", onConnect);
      socket.off("disconnect", onDisconnect);
      socket.offAny(onAnyEvent);
      listeners.clear();
    },
  };
}

export type ConnectionState = ReturnType<typeof createConnectionState>;
