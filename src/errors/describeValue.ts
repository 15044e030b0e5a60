/** A short, printable rendering of an untrusted value for error messages ("got "abc"", "got an object"). */
export function describeValue(value: unknown, maxLength = 60): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) {
    const text = safeJson(value);
    return text.length <= maxLength ? `the array ${text}` : `an array of ${value.length} items`;
  }
  if (typeof value === "object") {
    const text = safeJson(value);
    return text.length <= maxLength ? `the object ${text}` : "an object";
  }
  if (typeof value === "string") {
    const text = JSON.stringify(value);
    return text.length <= maxLength ? text : `${text.slice(0, maxLength - 4)}…"`;
  }
  switch (typeof value) {
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    case "symbol":
      return value.toString();
    default:
      return "a function";
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return "[unprintable]";
  }
}
