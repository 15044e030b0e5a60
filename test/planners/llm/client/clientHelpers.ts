/** Builders for the ChatClient tests: a client on a fake server, its events, a never-aborted signal. */
import type { LlmConfig } from "../../../../src/config/index.js";
import {
  ChatClient,
  type ClientEvent,
  type CompleteOptions,
} from "../../../../src/planners/llm/client/index.js";
import type { ChatMessage } from "../../../../src/planners/llm/index.js";
import { startFakeLlmServer, type FakeLlmServer, type Script } from "../fakeLlmServer.js";
import { FAST_RETRY, testConfig } from "../helpers.js";

export interface ClientRun {
  readonly server: FakeLlmServer;
  readonly client: ChatClient;
  readonly events: ClientEvent[];
}

const servers: FakeLlmServer[] = [];

export async function clientOn(
  script: Script,
  config: Partial<LlmConfig> = {},
): Promise<ClientRun> {
  const server = await startFakeLlmServer(script);
  servers.push(server);
  const events: ClientEvent[] = [];
  const client = new ChatClient({
    config: testConfig(server.baseUrl, config),
    timing: FAST_RETRY,
    random: () => 0.5,
    onEvent: (event) => events.push(event),
  });
  return { server, client, events };
}

export async function closeServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.close()));
}

export const ASK: readonly ChatMessage[] = [
  { role: "system", content: "You plan." },
  { role: "user", content: "task: look around" },
];

export function ask(run: ClientRun, options: Partial<CompleteOptions> = {}) {
  return run.client.complete(ASK, { signal: new AbortController().signal, ...options });
}
