import { namesASound, perceivedSign, type WordNet } from "../../lexicon/index.js";
import type { MissionGoal } from "../../mission/index.js";
import { bearsOnComplaint } from "../../relevance/index.js";
import type { PlannerMemory } from "./PlannerMemory.js";

/**
 * Whether each fault found bears on the complaint (`memory.bearing`): judged once per inspection, and all again
 * when the complaint changes (the operator says more, a new mission). Returns the complaint judged against.
 */
export async function judgeBearing(
  wordnet: WordNet,
  memory: PlannerMemory,
  goal: MissionGoal,
  lastComplaint: string,
): Promise<string> {
  const complaint = [goal.text, ...memory.operatorReplies].join(" ");
  if (complaint !== lastComplaint) {
    memory.bearing.clear();
    memory.heardMakingIt.clear();
  }
  // The complaint's own phrases, not its context: "since the wind got up" says when, and every fault after a
  // gale mentions the wind.
  const own = [...goal.subjects, ...goal.causes].filter((s) => !s.related && s.sense !== "human");
  const phrases = own.map((s) => s.text);
  // A noise complained of is borne on by a fault heard as one ("rattling", "deafening"), in whatever words.
  let heard = false;
  for (const s of own) {
    const sign = await perceivedSign(wordnet, s.head);
    if (sign === "sound") heard = true;
    // ("a diesel smell": a fault that names the diesel is what gives it off; a description never says "smell".)
    else if (sign !== undefined && s.text !== s.head)
      phrases.push(s.text.slice(0, -s.head.length).trim());
  }
  for (const [name, description] of memory.inspected) {
    if (memory.bearing.has(name)) continue;
    const sounds = heard && (await namesASound(wordnet, description));
    if (sounds) memory.heardMakingIt.add(name);
    // (A noise is borne on by what makes a noise or names the complaint's own words, never by words it shares
    // with the places said: "south wall" is no answer to a knocking heard by the south shore.)
    memory.bearing.set(
      name,
      sounds || bearsOnComplaint({ description, complaint: heard ? "" : complaint, phrases }).bears,
    );
  }
  return complaint;
}
