/** Text made safe to build a regular expression from: every character with a meaning there is escaped. */
export function regExpText(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
