import { describe, expect, it } from "vitest";
import { runSpine } from "../fixtures/cli.js";

describe("--ros picks the robot profile and refuses anything but 1 or 2", () => {
  it("spine run --ros 3 exits 2 with the reason, before connecting", async () => {
    const run = await runSpine([
      "run",
      "--rosbridge",
      "ws://127.0.0.1:9",
      "--ros",
      "3",
      "--mission",
      "Communications are down. Why?",
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--ros must be 1 or 2 (the robot\'s ROS generation), got "3"');
  });

  it("spine sim serve --ros two exits 2 with the reason", async () => {
    const run = await runSpine(["sim", "serve", "--world", "riverside", "--ros", "two"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--ros must be 1 or 2 (the robot\'s ROS generation), got "two"');
  });
});
