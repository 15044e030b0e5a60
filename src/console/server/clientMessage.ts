import { z } from "zod";
import type { ClientMessage } from "../protocol.js";

/** The most a page may send in one WebSocket message. */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/** What the page may ask, checked before anything acts on it. */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("start"),
    world: z.string().min(1).max(500),
    mission: z.string().trim().min(1).max(4000),
    planner: z.string().min(1).max(100),
  }),
  z.object({ type: z.literal("stop") }),
  z.object({
    type: z.literal("answer"),
    id: z.number().int().min(1),
    reply: z.string().max(4000),
  }),
]);

/** Compile-time check that the schema and the protocol's type agree. */
export type CheckedClientMessage = z.infer<typeof clientMessageSchema> & ClientMessage;
