import { reactive } from "vue";
import { socket } from "./socket";

export const state = reactive({
  connected: false,
  fooEvents: [] as string[],
});

// This module is evaluated once, so each listener is registered once,
// however many components import the state.
socket.on("connect", () => {
  state.connected = true;
});

socket.on("disconnect", () => {
  state.connected = false;
});

socket.on("foo", (value) => {
  state.fooEvents.push(value);
});
