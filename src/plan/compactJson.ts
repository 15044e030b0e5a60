/** Short JSON for messages: planners' step objects are small, but a runaway one must not flood feedback. */
export function compactJson(value: unknown, maxLength = 160): string {
  if (value === undefined) return "nothing";
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    text = "[unprintable]";
  }
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1)}…`;
}
