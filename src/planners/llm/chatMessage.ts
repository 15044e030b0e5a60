/** One chat message as sent to an OpenAI-compatible server (text content only). */
export interface ChatMessage {
  readonly role: "system" | "user" | "assistant";
  readonly content: string;
}
