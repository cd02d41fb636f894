// #region identify
import type { Socket } from "socket.io";

// demo tokens; a real application verifies a JSON Web Token or reads the session instead
const TOKENS = new Map([
  ["alice-token", "alice"],
  ["bob-token", "bob"],
  ["carol-token", "carol"],
]);

// a middleware: every socket of a user carries the same user id
export function identifyUser(socket: Socket, next: (err?: Error) => void) {
  const userId = TOKENS.get(socket.handshake.auth.token);
  if (!userId) {
    return next(new Error("not authorized"));
  }
  socket.data.userId = userId;
  next();
}
// #endregion identify
