"use client";

import { useEffect, useState } from "react";
import { socket } from "../socket";

export function Chat() {
  const [isConnected, setIsConnected] = useState(false);
  const [transport, setTransport] = useState("none");
  const [greeting, setGreeting] = useState("");
  const [serverTime, setServerTime] = useState<number | null>(null);

  useEffect(() => {
    function onConnect() {
      setIsConnected(true);
      setTransport(socket.io.engine.transport.name);
      // "polling" first, then "websocket" once the connection is upgraded
      socket.io.engine.once("upgrade", (upgraded) => setTransport(upgraded.name));
    }

    function onDisconnect() {
      setIsConnected(false);
      setTransport("none");
    }

    function onHello(text: string) {
      setGreeting(text);
    }

    socket.on("connect", onConnect);
    socket.on("disconnect", onDisconnect);
    socket.on("hello", onHello);
    socket.connect();

    return () => {
      socket.off("connect", onConnect);
      socket.off("disconnect", onDisconnect);
      socket.off("hello", onHello);
      socket.disconnect();
    };
  }, []);

  function askServerTime() {
    socket.timeout(5000).emit("ping", (err, time) => {
      if (!err) setServerTime(time);
    });
  }

  return (
    <section>
      <p>
        Status: <span id="status">{isConnected ? "connected" : "disconnected"}</span>
      </p>
      <p>
        Transport: <span id="transport">{transport}</span>
      </p>
      <p id="greeting">{greeting}</p>
      <button type="button" onClick={askServerTime} disabled={!isConnected}>
        Ask the server for its time
      </button>
      {serverTime !== null && <p id="server-time">{new Date(serverTime).toISOString()}</p>}
    </section>
  );
}
