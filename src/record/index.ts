export { McapRecorder } from "./McapRecorder.js";
export { readRecording, type Recording } from "./readRecording.js";
export { TOPICS, type Topic } from "./channels.js";
