import { socket } from "../socket";

export function ConnectionState({ isConnected }: { isConnected: boolean }) {
  return (
    <p>
      <span id="status">{isConnected ? "connected" : "disconnected"}</span>{" "}
      {isConnected ? (
        <button type="button" onClick={() => socket.disconnect()}>
          Disconnect
        </button>
      ) : (
        <button type="button" onClick={() => socket.connect()}>
          Connect
        </button>
      )}
    </p>
  );
}
