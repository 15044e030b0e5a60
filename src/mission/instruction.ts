import type { Compass, Instruction } from "./MissionGoal.js";

/**
 * Step-by-step operator instructions ("go to radio_tower_1", "explore under the trees and inspect every person
 * found", "report whether the dock can be reached"), as an operator tasking the robot step by step gives them. A
 * mission that does not start with one of these verbs is not an instruction.
 */
const GO = /^(?:go|drive|head|navigate|move|travel|proceed|return|follow|cross|continue)\b/;
const EXPLORE = /^(?:explore|search|sweep|scout)\b/;
const INSPECT = /^(?:inspect|examine|look at|check on)\b/;
const CHECK_PASSABLE = /^check (?:whether|if) (.+?) (?:is|are) (?:passable|clear|open|blocked)/;
const DETECT =
  /^(?:detect|watch for|look out for|configure the detector for|set the detector to)\b/;
const REPORT = /^(?:report|tell|say|summari[sz]e)\b/;
/**
 * A later step that looks at something: "… and check the barrier", "…, then inspect the pump", "… and read me
 * the gauge", "… and tell me what the meter says".
 */
const THEN_CHECK =
  /(?:\band\b|\bthen\b|,)\s*(?:then\s+)?(?:check|inspect|examine|look at|look over|look round|look around|have a look|find|search|see (?:if|whether)|make sure|read|tell me)\b/;

/** "Duty warden here.", "site office here —": who is speaking opens the message, in at most four words. */
const INTRODUCTION = /^(?:[\w'-]+\s+){1,4}here\b\s*[.,:;!-]/;

/** A sentence that opens with a noun and its verb ("scout troop want …", "search party is …"), not an order. */
const NOUN_THEN_VERB =
  /^[a-z]+(?:\s+[a-z]+)?\s+(?:want|wants|is|are|was|were|will|would|have|has|had|need|needs|came|said|says|say|reckon|reckons)\b/;

/** Parse one instruction; undefined when the text is not one (it is then read as a mission). */

export function parseInstruction(text: string): Instruction | undefined {
  let rest = text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, "")
    .replace(/^please\s+/, "");
  let condition: string | undefined;
  const conditional = /^if (.+?),\s*(.+)$/.exec(rest);
  if (conditional?.[1] !== undefined && conditional[2] !== undefined) {
    condition = conditional[1];
    rest = conditional[2];
  }
  const withCondition = <T extends object>(instruction: T): T & { condition?: string } =>
    condition === undefined ? instruction : { ...instruction, condition };
  if (DETECT.test(rest))
    return withCondition({
      kind: "detect" as const,
      what: rest.replace(DETECT, "").replace(/^[:\s]+/, ""),
    });
  if (REPORT.test(rest))
    return withCondition({ kind: "report" as const, about: rest.replace(REPORT, "").trim() });
  const passable = CHECK_PASSABLE.exec(rest);
  if (passable?.[1] !== undefined)
    return withCondition({ kind: "go" as const, place: passable[1] });
  if (INSPECT.test(rest)) {
    const body = rest.replace(INSPECT, "").trim();
    const colon = body.indexOf(":");
    return withCondition(
      colon >= 0
        ? {
            kind: "inspect" as const,
            what: body.slice(0, colon).trim(),
            question: body.slice(colon + 1).trim(),
          }
        : { kind: "inspect" as const, what: body },
    );
  }
  // ("scout troop want to come": an order's verb is not the subject of a sentence with a verb of its own.)
  if (EXPLORE.test(rest) && !NOUN_THEN_VERB.test(rest)) {
    const body = rest.replace(EXPLORE, "").trim();
    const split = /\s+and\s+(look for|find|inspect every|inspect all|inspect)\s+(.+)$/.exec(body);
    const place = split === null ? body : body.slice(0, split.index);
    return withCondition({
      kind: "explore" as const,
      place,
      lookFor: split?.[2] ?? "",
      inspectFound: split?.[1]?.startsWith("inspect") === true,
    });
  }
  // "go down to the gate and check the barrier, then the weighbridge": going is the way to a check, and the
  // checks are the task — read it as a mission about those things, not as a drive with a long place name.
  // ("Duty warden here. … Is the ford open?": who is speaking, then a question — no order to go.)
  if (GO.test(rest) && !THEN_CHECK.test(rest) && !rest.includes("?") && !INTRODUCTION.test(rest))
    return withCondition({ kind: "go" as const, place: rest.replace(GO, "").trim() });
  return undefined;
}

/** The compass direction a phrase names, if any ("go east along the road"). */
export function compassIn(phrase: string): Compass | undefined {
  const match = /\b(east|west|north|south)(?:ward|wards)?\b/.exec(phrase);
  return match?.[1] as Compass | undefined;
}

/**
 * The part of a place phrase that names the destination: after "to"/"into"/"inside"/"under" if present, else
 * after "toward(s)", else the whole phrase ("along the county road to the bridge toward the depot" → "the bridge").
 */
export function destinationPhrase(phrase: string): string {
  const to = /\b(?:to|into|inside|under|onto|at)\s+(.+?)(?:\s+toward[s]?\s+.*)?$/.exec(phrase);
  if (to?.[1] !== undefined) return to[1];
  const toward = /\btoward[s]?\s+(.+)$/.exec(phrase);
  return toward?.[1] ?? phrase;
}
