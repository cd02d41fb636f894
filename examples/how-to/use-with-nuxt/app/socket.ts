import { reactive } from "vue";
import { io, type Socket } from "socket.io-client";

interface ServerToClientEvents {
  hello: (message: string) => void;
}

interface ClientToServerEvents {
  "ping-server": (value: string, callback: (answer: string) => void) => void;
}

// Created during server-side rendering too, but it only connects in the browser:
// socket.connect() is called in onMounted(), which never runs on the server.
export const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
  autoConnect: false,
});

export const state = reactive({
  connected: false,
  transport: "",
  messages: [] as string[],
});

// registered once, when the module is first imported
socket.on("connect", () => {
  state.connected = true;
  state.transport = socket.io.engine.transport.name;
  socket.io.engine.once("upgrade", (transport) => {
    state.transport = transport.name;
  });
});

socket.on("disconnect", () => {
  state.connected = false;
  state.transport = "";
});

socket.on("hello", (message) => {
  state.messages.push(message);
});
