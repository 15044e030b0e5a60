import { describeRobustness } from "./robustness.js";

describeRobustness([
  "riverside_storm_logistics",
  "riverside_missing_robot",
  "riverside_comms_down",
]);
