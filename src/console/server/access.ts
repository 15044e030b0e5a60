import { randomBytes } from "node:crypto";

/** Hosts that only this machine can reach. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  return bare === "localhost" || bare === "::1" || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/** A token for an exposed console: 128 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * The path after the token prefix, or undefined when the request may not go on. An exposed console serves
 * everything under `/<token>/`, so relative URLs (scripts, the WebSocket) carry the token without the page
 * knowing it. Compared in constant time per character count.
 */
export function stripToken(pathname: string, token: string | undefined): string | undefined {
  if (token === undefined) return pathname;
  const prefix = `/${token}`;
  const head = pathname.slice(0, prefix.length);
  let diff = head.length ^ prefix.length;
  for (let i = 0; i < prefix.length; i++) diff |= head.charCodeAt(i) ^ prefix.charCodeAt(i);
  if (diff !== 0) return undefined;
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest.startsWith("/") ? rest : undefined;
}

/**
 * A loopback console answers only requests addressed to loopback names (DNS rebinding: a web page must not reach
 * it through a name of its own), and a WebSocket only from a page of the same origin.
 */
export function hostAllowed(hostHeader: string | undefined, exposed: boolean): boolean {
  if (exposed) return true;
  if (hostHeader === undefined) return false;
  const host = hostHeader.replace(/:\d+$/, "");
  return isLoopback(host);
}

export function originAllowed(origin: string | undefined, hostHeader: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === hostHeader;
  } catch {
    return false;
  }
}
