import {MESSAGE_MAX_LENGTH, PALETTE, USERNAME_MAX_LENGTH, type PaletteColor, type Segment} from './protocol';

/** The outcome of checking a payload that came from a client: the clean value, or why it was refused. */
export type Checked<T> = {ok: true; value: T} | {ok: false; reason: string};

const refuse = (reason: string): {ok: false; reason: string} => ({ok: false, reason});

// C0 and C1 control characters, and the bidirectional overrides that can disguise a name.
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A trimmed, single-line string whose length in characters (code points) is within [1, max]. */
function text(value: unknown, max: number, what: string): Checked<string> {
  if (typeof value !== 'string') return refuse(`${what} is ${describe(value)}, not a string`);
  // Cheap guard before the code point count: a string this long in UTF-16 units cannot fit.
  if (value.length > max * 2 + 64) return refuse(`${what} is longer than ${max} characters`);
  const trimmed = value.trim();
  const length = [...trimmed].length;
  if (length === 0) return refuse(`${what} is empty`);
  if (length > max) return refuse(`${what} is longer than ${max} characters`);
  if (FORBIDDEN_CHARACTERS.test(trimmed)) return refuse(`${what} contains control characters`);
  return {ok: true, value: trimmed};
}

export function checkUsername(value: unknown): Checked<string> {
  return text(value, USERNAME_MAX_LENGTH, 'username');
}

export function checkMessage(value: unknown): Checked<string> {
  return text(value, MESSAGE_MAX_LENGTH, 'message');
}

export function checkTyping(value: unknown): Checked<boolean> {
  return typeof value === 'boolean' ? {ok: true, value} : refuse(`typing flag is ${describe(value)}, not a boolean`);
}

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

/** A segment with exactly the keys x0, y0, x1, y1 (finite numbers in [0, 1]) and color (from the palette). */
export function checkSegment(value: unknown): Checked<Segment> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuse(`segment is ${describe(value)}, not an object`);
  }
  const keys = Object.keys(value);
  if (keys.length !== 5) return refuse(`segment has ${keys.length} keys, expected x0, y0, x1, y1 and color`);
  const {x0, y0, x1, y1, color} = value as Record<string, unknown>;
  for (const [name, coordinate] of Object.entries({x0, y0, x1, y1})) {
    if (!isCoordinate(coordinate)) return refuse(`segment ${name} is ${describe(coordinate)}, not a number in [0, 1]`);
  }
  if (!(PALETTE as readonly unknown[]).includes(color)) return refuse(`segment color ${describe(color)} is not in the palette`);
  const round = (coordinate: unknown) => Math.round((coordinate as number) * 10_000) / 10_000;
  // Four decimals are a tenth of a pixel on a board 1000 pixels wide, and keep the history small.
  return {ok: true, value: {x0: round(x0), y0: round(y0), x1: round(x1), y1: round(y1), color: color as PaletteColor}};
}

/** A short description of an untrusted value for the log, never the value itself in full. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'string') return `a string of ${value.length} units`;
  if (typeof value === 'number') return Number.isFinite(value) ? `the number ${value}` : `the number ${String(value)}`;
  if (typeof value === 'object') return 'an object';
  return typeof value === 'undefined' ? 'missing' : `a ${typeof value}`;
}
