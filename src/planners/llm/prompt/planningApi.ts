import { BEHAVIOR_SPECS, signatureOf, type BehaviorSpec } from "../../../../behaviors/index.js";

const KIND_WORDS = {
  region: "region node",
  object: "object node",
  number: "number",
  text: "free text",
  labels: "list of labels",
} as const;

/**
 * The planning API section of the system prompt, generated from the behavior specs so the prompt, the parser
 * and the validator can never disagree about names, arguments or rules.
 */
export function planningApiText(specs: readonly BehaviorSpec[] = BEHAVIOR_SPECS): string {
  return specs.map(describeBehavior).join("\n\n");
}

function describeBehavior(spec: BehaviorSpec): string {
  const lines = [signatureOf(spec)];
  for (const param of spec.params) {
    lines.push(`    ${param.name} (${KIND_WORDS[param.kind]}): ${param.description}`);
  }
  lines.push(`    ${spec.description}`);
  return lines.join("\n");
}
