import { singularWord } from "../../lexicon/index.js";
import type { MissionGoal } from "../../mission/index.js";
import type { Focus } from "./focus.js";

/** The goal in words for the reply's `primary_goal`: rendered once, from the typed goal and its grounding. */
export function goalInWords(goal: MissionGoal, focus: Focus): string {
  const things = (focus.targetClasses.length > 0 ? focus.targetClasses : focus.phrases)
    .slice(0, 3)
    .join(" / ")
    .replace(/_/g, " ");
  switch (goal.kind) {
    case "route":
      return `check whether the way to ${focus.destination ?? "the destination"} is open`;
    case "find":
      return `find ${things || "what the operator asked for"}`;
    case "assess":
      return `check the condition of ${things || "what the operator named"}`;
    case "explain":
      return `find out why: ${goal.text.trim()}${things === "" ? "" : ` (checking ${things})`}`;
    case "survey":
      return `survey${goal.constraints.hiddenFromAir ? " the areas hidden from the air" : ""} for ${things || "anything of note"}`;
    case "instruction":
      return `carry out: ${goal.text.trim()}`;
    case "unclear":
      return "understand what the operator wants";
  }
}

/** The relation of a place the operator named in a reply: where to look first, not a filter on what counts. */
export const REPLY_PLACE = "said by the operator";

/** "the whins is …", "the sheds are …": group 1 is what the reply's opening clause says something of. */
const DEFINES = /^\s*(?:the\s+|our\s+|them\s+)?([a-z][a-z' -]{0,40}?)\s+(?:is|are|'s|=)\s/i;

/**
 * The mission as the operator's replies refine it: their things, places and direction come first; a mission that
 * was unclear takes the reply's kind of question.
 */
export function mergeReplies(goal: MissionGoal, replies: MissionGoal | undefined): MissionGoal {
  if (replies === undefined) return goal;
  const kind =
    goal.kind === "unclear" && replies.kind !== "unclear" && replies.kind !== "instruction"
      ? replies.kind
      : goal.kind === "unclear" && replies.subjects.length > 0
        ? "find"
        : goal.kind;
  const direction = replies.direction ?? goal.direction;
  // A reply to "what should I look for, and where?" names things to look for when the mission named none it
  // could look for; otherwise it says where ("at one of the docks"): its phrases are places.
  // An explanation or a survey takes the operator's things as what to check ("the masts on the hill").
  const vague =
    goal.kind === "explain" ||
    goal.kind === "survey" ||
    !goal.subjects.some((s) => s.concrete && s.sense !== "substance");
  // A mission that named its things still takes a new thing the reply names ("a defibrillator") as what to look
  // for; what the mission already named, or a place-like word, says where.
  const named = new Set(goal.subjects.map((subject) => subject.head));
  // "the sheds are the two green ones by the slipway": a reply that says what a place of the mission is tells where
  // to look, and every thing it names describes that place; a place of the mission is never a thing to find.
  const placeHeads = new Set(goal.places.map((p) => singularWord(p.head)));
  const defined = DEFINES.exec(replies.text)?.[1]?.trim().split(/\s+/).at(-1);
  const definesAPlace = defined !== undefined && placeHeads.has(singularWord(defined));
  // A vague mission takes all the reply's things and places as its own, unless the reply only describes a place.
  const takesReply = vague && !definesAPlace;
  const newThings = definesAPlace
    ? []
    : replies.subjects.filter(
        (subject) =>
          subject.concrete &&
          !subject.related &&
          subject.sense !== "place" &&
          !named.has(subject.head) &&
          !placeHeads.has(singularWord(subject.head)),
      );
  // "In the plant room, outside the sports hall": what is outside or past a place is located by it, not in
  // it; the place it is in is where to look (when the reply names one).
  const within = replies.places.filter((p) => !LOCATED_BY.has(p.relation));
  const replyPlaces = within.length > 0 ? within : replies.places;
  // (What a reply says a thing has — "white with a tan patch" — is no place; nor is an abstraction said to be
  // lacking — "no idea where he's left it".)
  const asPlaces = [
    ...replies.subjects.filter(
      (subject) =>
        !newThings.includes(subject) &&
        subject.feature !== true &&
        !(subject.failed === true && subject.sense.startsWith("abstract")),
    ),
    ...replyPlaces,
  ].map((s) => ({
    relation: REPLY_PLACE,
    text: s.text,
    head: s.head,
  }));
  const newLabels = replies.labels.filter((label) =>
    newThings.some((thing) => label === thing.head || label === thing.text.replace(/\s+/g, "_")),
  );
  // "The three tents on Sandpiper": how many the reply says there are of a thing the mission named.
  const counted = goal.subjects.map((subject) => {
    const count = replies.subjects.find(
      (r) => r.head === subject.head && r.count !== undefined,
    )?.count;
    return count === undefined || subject.count !== undefined ? subject : { ...subject, count };
  });
  return {
    ...goal,
    kind,
    replied: replies.text,
    answer: kind === goal.kind ? goal.answer : replies.answer,
    // (What the reply says a thing looks like stays with the goal as a feature, so that no place is read in it.)
    subjects: takesReply
      ? [...replies.subjects, ...counted]
      : [...newThings, ...counted, ...replies.subjects.filter((s) => s.feature === true)],
    // Where the operator says to look orders the search; it never rules out what is found elsewhere. Once the
    // reply names the things themselves, the mission's own place words only order the search too: they were
    // said of words that did not name a kind on the map ("the lights along the drive" → "all four lamp posts").
    places: takesReply
      ? [...replyPlaces.map((p) => ({ ...p, relation: REPLY_PLACE })), ...goal.places]
      : [...asPlaces, ...(newThings.length > 0 ? goal.places.map(asReplyPlace) : goal.places)],
    labels: [...new Set([...(takesReply ? replies.labels : newLabels), ...goal.labels])],
    constraints: {
      hiddenFromAir: goal.constraints.hiddenFromAir || replies.constraints.hiddenFromAir,
    },
    ...(direction === undefined ? {} : { direction }),
  };
}

/** Prepositions that locate a thing by a place it is not in. */
const LOCATED_BY: ReadonlySet<string> = new Set(["outside", "beyond", "past", "opposite"]);

/** A place the mission named, kept only as where to look first. Route ends ("from", "to") keep their role. */
function asReplyPlace<P extends { relation: string }>(place: P): P {
  return place.relation === "from" || place.relation === "to"
    ? place
    : { ...place, relation: REPLY_PLACE };
}
