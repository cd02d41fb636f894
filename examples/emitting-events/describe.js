// Describes a received value: its type as the receiver sees it, and its content.
export function describe(value) {
  if (value === null) return "null";
  if (Buffer.isBuffer(value)) return `Buffer [${[...value].join(", ")}]`;
  if (value instanceof ArrayBuffer) return `ArrayBuffer (${value.byteLength} bytes)`;
  if (Array.isArray(value)) return `array ${JSON.stringify(value)}`;
  if (typeof value === "object") return `object ${JSON.stringify(value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}
