/**
 * Make text from outside (a mission, an LLM's reply, an operator's answer, a server's error) safe to print on a
 * terminal: C0 and C1 control characters and DEL become visible escapes (`\x1b`, `\u009b`), so an escape
 * sequence cannot set the window title, move the cursor or hide what follows. Newlines and tabs are kept when
 * `keepLayout` is set (multi-line feedback); otherwise they are escaped too.
 */
export function escapeControl(text: string, options: { keepLayout?: boolean } = {}): string {
  const keep = options.keepLayout === true;
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => {
    if (keep && (char === "\n" || char === "\t")) return char;
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16)}`;
  });
}
