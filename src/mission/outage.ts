/**
 * Whether the mission says a supply or a service stopped ("communications are down", "no power along the row",
 * "lost the wifi", "the heating's gone off"): English for an outage, with nothing of any site in it. What failed
 * is then provided by something, and a fault on the thing that provides it is the cause, whatever words its
 * description uses. A smell, a noise or water where it should not be is not an outage: it is given off.
 */
const GONE = String.raw`(?:down|out|off|dead|gone|cut(?:\s+off)?|failed|failing|tripped|lost|kaput|not\s+working|stopped(?:\s+working)?|on\s+the\s+blink|playing\s+up)`;
const LINKING = String.raw`(?:(?:is|are|was|were|'s|has|have|had|went|keeps?|been|gone|all|just|both|each|completely)\s+){0,3}`;
const LACKING = String.raw`(?:no|lost|without|loss\s+of|lack\s+of|not\s+getting(?:\s+any)?|can'?t\s+get(?:\s+any)?|cannot\s+get(?:\s+any)?|isn'?t\s+any|aren'?t\s+any)`;

export function saidToHaveFailed(text: string, phrase: string): boolean {
  const words = phrase
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => /^[a-z-]+$/.test(w));
  if (words.length === 0) return false;
  // The phrase as said, its last word allowed a plural or possessive ("comms", "the pumps'").
  const said = String.raw`${words.join(String.raw`\s+`)}\w*`;
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  const before = new RegExp(String.raw`\b${LACKING}\s+(?:[a-z-]+\s+){0,2}?${said}\b`);
  const after = new RegExp(String.raw`\b${said}\s+${LINKING}${GONE}\b`);
  return before.test(lower) || after.test(lower);
}
