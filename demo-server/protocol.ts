/**
 * What the demo server and the demo pages agree on: event payloads, limits and the whiteboard palette.
 * No imports, so the browser bundle (src/components/demos) can share this file with the server.
 */

export const CHAT_NAMESPACE = '/chat';
export const WHITEBOARD_NAMESPACE = '/whiteboard';

export const USERNAME_MAX_LENGTH = 32;
export const MESSAGE_MAX_LENGTH = 500;

/** How many whiteboard segments a new visitor receives: the most recent ones (about 70 kB of JSON). */
export const HISTORY_SEGMENTS = 1000;

/** Colours a stroke may have; anything else is refused. The whiteboard is always white, in both colour modes. */
export const PALETTE = ['#1c1e21', '#d32f2f', '#1565c0', '#2e7d32', '#e65100', '#6a1b9a'] as const;
export type PaletteColor = (typeof PALETTE)[number];

/** A piece of a stroke, from (x0, y0) to (x1, y1); coordinates are fractions of the board's width and height. */
export type Segment = {x0: number; y0: number; x1: number; y1: number; color: PaletteColor};

export type ChatMessage = {id: string; username: string; text: string; time: number};

/**
 * Why the server refused a request that came with an acknowledgement callback: `rate-limited` is this socket's own
 * limit, `busy` the chat's total message rate, `full` the chat's member cap.
 */
export type RefusalReason = 'invalid' | 'rate-limited' | 'not-joined' | 'busy' | 'full';

/** The `connect_error` message of a socket refused because its address already holds as many as it may. */
export const TOO_MANY_CONNECTIONS = 'too many connections from your address';
export type Ack<T = object> = ({ok: true} & T) | {ok: false; error: RefusalReason};

export type ChatServerToClient = {
  message: (message: ChatMessage) => void;
  typing: (event: {username: string; typing: boolean}) => void;
  'user joined': (event: {username: string; users: number}) => void;
  'user left': (event: {username: string; users: number}) => void;
};

export type ChatClientToServer = {
  join: (username: string, ack: (result: Ack<{users: number}>) => void) => void;
  message: (text: string, ack: (result: Ack) => void) => void;
  typing: (typing: boolean) => void;
};

export type WhiteboardServerToClient = {
  history: (segments: Segment[]) => void;
  draw: (segment: Segment) => void;
};

export type WhiteboardClientToServer = {
  draw: (segment: Segment) => void;
};
