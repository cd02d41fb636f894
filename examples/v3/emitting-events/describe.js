// Describes a received value: its type, then its content.
function describe(value) {
  if (value === null) return "null";
  if (Buffer.isBuffer(value)) return `Buffer [${[...value].join(", ")}]`;
  if (Array.isArray(value)) return `array ${JSON.stringify(value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}

module.exports = { describe };
