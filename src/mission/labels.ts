/** What the detector is told to look for, and what the vision-language model is asked, from a read mission. */
import type { WordNet } from "../lexicon/index.js";
import type { MissionGoal, Subject } from "./MissionGoal.js";
import type { SenseKind } from "./senseKinds.js";

const MAX_LABELS = 10;

/**
 * Animals and plants are often named by sex, age or breed ("ewe", "foal", "sapling") while a detector knows the
 * kind: the kind each such subject is (its WordNet hypernym), so the detector can be told both.
 */
export async function kindNames(
  wordnet: WordNet,
  subjects: readonly Subject[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const subject of subjects) {
    if (!subject.concrete) continue;
    // "a toy dinosaur", "a model cow": a living thing's name after an artifact's is an image of it, and the
    // artifact is what a detector sees.
    const modifier = subject.text.split(" ").at(-2);
    if (modifier !== undefined && (await representation(wordnet, modifier, subject.head))) {
      names.set(subject.head, modifier);
      continue;
    }
    // The commonest sense that is not a proper noun ("Ewe", a people) must be the animal or plant …
    const sense = (await wordnet.senses(subject.head)).find(
      (s) => !(s.lemmas ?? []).some((l) => l.toLowerCase() === subject.head && l !== subject.head),
    );
    if (sense?.lexName !== "noun.animal" && sense?.lexName !== "noun.plant") continue;
    // ("go down the chargers": a word that also names a made thing — a battery charger, not only a warhorse — is
    // not widened to an animal's kind.)
    const senses = await wordnet.senses(subject.head, "n");
    if (senses.slice(0, 3).some((s) => s.lexName === "noun.artifact")) continue;
    // … and a leaf: "dog" is already the kind a detector knows; "ewe", with nothing below it, is not.
    if ((await wordnet.related(sense, ["hyponym"])).length > 0) continue;
    const [parent] = await wordnet.related(sense, ["hypernym"]);
    const word = parent?.words[0];
    if (word !== undefined && word !== subject.head) names.set(subject.head, word);
  }
  return names;
}

const LIVING: ReadonlySet<string> = new Set(["noun.animal"]);

/** Whether `modifier head` names an artifact made in the likeness of a living thing ("toy dinosaur"). */
async function representation(wordnet: WordNet, modifier: string, head: string): Promise<boolean> {
  const [made] = await wordnet.senses(modifier, "n");
  const senses = await wordnet.senses(head, "n");
  // (A word that also names an artifact says what the thing is itself: a "ball washer" is a machine, not a
  // washer of balls made in a person's likeness.)
  return (
    made?.lexName === "noun.artifact" &&
    LIVING.has(senses[0]?.lexName ?? "") &&
    !senses.some((sense) => sense.lexName === "noun.artifact")
  );
}

/** Detector labels: each concrete subject as said and by its head noun ("propane tank", "tank"). */
export function labelsOf(
  subjects: readonly Subject[],
  kinds: ReadonlyMap<string, SenseKind>,
  person: string | undefined,
  kindOf: ReadonlyMap<string, string>,
): string[] {
  const labels: string[] = [];
  for (const subject of subjects) {
    if (!subject.concrete || subject.text.includes(" to ")) continue;
    const kind = kinds.get(subject.text);
    if (kind === "substance" && subject.text === subject.head) continue;
    labels.push(subject.text.replace(/\s+/g, "_"), subject.head.replace(/\s+/g, "_"));
    const wider = kindOf.get(subject.head);
    if (wider !== undefined) labels.push(wider.replace(/\s+/g, "_"));
    // A detector sees a person, not a farmhand or a runner: whoever is sought is looked for as a person too.
    if (subject.sense === "human" && person !== undefined) labels.push(person);
  }
  return [...new Set(labels)].slice(0, MAX_LABELS);
}

export function queryFor(answer: MissionGoal["answer"]): string {
  switch (answer) {
    case "found":
      return "What is this {thing}, and what state is it in?";
    case "condition":
    case "cause":
      return "Is this {thing} damaged, leaking, broken or not working? Describe its condition.";
    case "route_open":
      return "What is this {thing}? Does it block the way?";
    case "report":
      return "Describe this {thing} and any fault or damage it has.";
  }
}
