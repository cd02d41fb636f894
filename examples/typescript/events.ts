// #region maps
// events the server sends, the client listens to
export interface ServerToClientEvents {
  "chat message": (message: ChatMessage) => void;
  "user count": (count: number) => void;
}

// events the client sends, the server listens to
export interface ClientToServerEvents {
  "chat message": (text: string) => void;
  // the last parameter is the acknowledgement callback
  "set name": (name: string, callback: (result: { ok: true } | { ok: false; error: string }) => void) => void;
}

// events exchanged between Socket.IO servers (io.serverSideEmit)
export interface InterServerEvents {
  "reload config": (version: number) => void;
}

// the type of socket.data
export interface SocketData {
  name: string;
}

export interface ChatMessage {
  from: string;
  text: string;
}
// #endregion maps

// #region admin-maps
export interface AdminServerToClientEvents {
  "stats": (stats: { connections: number }) => void;
}

export interface AdminClientToServerEvents {
  "get stats": (callback: (stats: { connections: number }) => void) => void;
}
// #endregion admin-maps
