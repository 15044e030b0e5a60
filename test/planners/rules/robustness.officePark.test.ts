import { describeRobustness } from "./robustness.js";

describeRobustness(["office_park_construction_dock", "office_park_triage"]);
