export {
  ScriptedGenerator,
  spineReplyText,
  type ScriptedReply,
  type Script,
} from "./ScriptedGenerator.js";
