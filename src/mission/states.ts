import { PREPOSITIONS, type Token } from "./phrases.js";

/**
 * Verbs that ask for a state to be confirmed: "check the gates are shut", "make sure the door is locked", "want to
 * know if they're all raceable".
 */
const CONFIRMING = new Set(["check", "make", "ensure", "confirm", "verify", "see", "know"]);
const COPULAS = new Set([
  "is",
  "are",
  "be",
  "been",
  "was",
  "were",
  "'s",
  "s",
  "stay",
  "stays",
  "remain",
]);
/** Words between a copula and its state that do not change it ("still", "all", "properly"). */
const FILLERS = new Set([
  "still",
  "all",
  "properly",
  "definitely",
  "securely",
  "firmly",
  "both",
  "actually",
  "really",
]);
/** Prepositions of time: what follows one says when, not what the state is of. */
const TIMES = new Set(["after", "before", "since", "during", "until", "till"]);
/** Words that open a clause saying which one is wanted ("a sack truck that's usable"). */
const RELATIVES = new Set(["that", "which", "that's", "which's"]);
const SEEKING = new Set(["any", "anything", "whether", "which", "what"]);

/**
 * The states a mission asks things to be in ("check all the gates are still shut" → shut). A thing found in the
 * opposite state is what the operator worries about, whatever words describe it. Only a state asked to hold:
 * after "still", in a clause of checking ("make sure … is locked"), or of the thing sought ("is there a barrow
 * that's usable?"); "are any of the gates open?" seeks the
 * abnormal state instead, and a symptom ("the fridges are warm") is no state wished for.
 */
export function expectedStates(tokens: readonly Token[]): string[] {
  const states: string[] = [];
  for (const [i, token] of tokens.entries()) {
    if (!COPULAS.has(token.word) && !COPULAS.has(token.lemma)) continue;
    let at = i + 1;
    let still = false;
    while (tokens[at] !== undefined && FILLERS.has(tokens[at]?.word ?? "")) {
      if (tokens[at]?.word === "still") still = true;
      at += 1;
    }
    const state = tokens[at];
    if (state === undefined || state.sentence !== token.sentence || !isState(state)) continue;
    // "been left on charge": a verb with its own complement, not a state word ("left" is no opposite of "right").
    // ("locked up" is still a state: the particle has nothing after it.)
    const next = tokens[at + 1];
    const after = tokens[at + 2];
    // ("All raceable after that rain": a time said after the state is no complement.)
    if (
      !TIMES.has(next?.word ?? "") &&
      next !== undefined &&
      next.sentence === token.sentence &&
      PREPOSITIONS.has(next.word) &&
      next.pause !== true &&
      after !== undefined &&
      after.sentence === token.sentence &&
      (after.tags.has("Noun") || after.tags.has("Determiner"))
    )
      continue;
    const before = tokens.slice(0, i).filter((t) => t.sentence === token.sentence);
    // ("Know" only before "if" or "that": "need to know what's wrong" seeks, "know none of them are hung up" denies.)
    const confirming = before.some(
      (t, k) =>
        CONFIRMING.has(t.lemma) &&
        t.tags.has("Verb") &&
        (t.lemma !== "know" || ["if", "that"].includes(before[k + 1]?.word ?? "")),
    );
    const seeking = before.some((t) => SEEKING.has(t.word));
    // "Is there a sack truck about that's actually usable?": a thing sought in a state — one in another state is
    // not it.
    const wanted =
      RELATIVES.has(tokens[i - 1]?.word ?? "") &&
      before.some((t) => t.word === "there" || SEEKING.has(t.word));
    if (still || wanted || (confirming && !seeking)) states.push(state.word);
  }
  // "is there a trolley about I can use?": a thing sought for use is wanted usable — one broken is not it.
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1];
    const verb = tokens[i + 2];
    if (
      USERS.has(token.word) &&
      (next?.word === "can" || next?.word === "could") &&
      (verb?.word === "use" || verb?.word === "borrow") &&
      tokens.slice(0, i).some((t) => t.sentence === token.sentence && t.word === "there")
    )
      states.push("usable");
  }
  return [...new Set(states)];
}

/** Who would use a thing sought: the operator and their people. */
const USERS = new Set(["i", "we", "they", "you"]);

function isState(token: Token): boolean {
  if (token.tags.has("Adjective")) return true;
  return token.tags.has("Verb") && (token.tags.has("PastTense") || token.tags.has("Participle"));
}

/** Verbs that carry a clause, never a state: "which ones have we got". */
const LIGHT = new Set(["get", "have", "do", "be", "go"]);

/** Words that ask which of several are in a state: "which ones are empty", "if any are flat". */
const WHICH = new Set(["which", "any"]);
/** Verbs of becoming, past, that link a state as a copula does: "gone flat", "come loose", "got wet". */
const BECOMING = new Set(["gone", "went", "come", "came", "got", "become", "became", "turned"]);
const HAVE = new Set(["have", "has", "'ve", "had"]);
/** Words that may stand between "which"/"any" and the copula: "which ones", "any of them". */
const WHICH_FILLERS = new Set(["ones", "one", "of", "them", "the", "these", "those"]);

/**
 * The states a mission asks which things are in ("tell me which ones are empty", "see if any are flat"): the
 * abnormal state sought — a thing found in it is what the operator wants reported, whatever the general words of
 * trouble say of it ("empty" is no fault in itself). Only right after "which"/"any" and a copula.
 */
export function soughtStates(tokens: readonly Token[]): string[] {
  const states: string[] = [];
  for (const [i, token] of tokens.entries()) {
    if (!WHICH.has(token.word)) continue;
    let at = i + 1;
    // ("which of the grit bins are empty": the things named between are who the state is asked of.)
    while (
      tokens[at] !== undefined &&
      tokens[at]?.sentence === token.sentence &&
      !COPULAS.has(tokens[at]?.word ?? "") &&
      (WHICH_FILLERS.has(tokens[at]?.word ?? "") || tokens[at]?.tags.has("Noun") === true) &&
      at - i <= 4
    )
      at += 1;
    // ("are any of the gates open?": the copula asked first, the state right after the things.)
    const askedFirst = COPULAS.has(tokens[i - 1]?.word ?? "");
    // ("which ones have gone flat", "which have come loose": a verb of becoming links the state as a copula does.)
    if (
      HAVE.has(tokens[at]?.word ?? "") &&
      BECOMING.has(tokens[at + 1]?.word ?? "") &&
      tokens[at + 1]?.sentence === token.sentence
    )
      at += 1;
    const copula = tokens[at];
    if (
      !askedFirst &&
      (copula === undefined ||
        copula.sentence !== token.sentence ||
        !(COPULAS.has(copula.word) || BECOMING.has(copula.word)))
    )
      continue;
    let s = askedFirst ? at : at + 1;
    while (tokens[s] !== undefined && FILLERS.has(tokens[s]?.word ?? "")) s += 1;
    const state = tokens[s];
    const after = tokens[s + 1];
    if (state === undefined || state.sentence !== token.sentence) continue;
    // (The tagger takes "empty" and "open" for verbs. A word with a noun after it names the noun's kind, "the
    // chemical drums", and one with a particle is a verb of its own, "stood up": neither is the state.)
    const goesOn =
      after?.sentence === state.sentence &&
      state.pause !== true &&
      (after.tags.has("Noun") || after.tags.has("Particle"));
    const stateLike =
      !goesOn &&
      !LIGHT.has(state.lemma) &&
      (state.tags.has("Adjective") || (state.tags.has("Verb") && !state.tags.has("Gerund")));
    if (!stateLike || COPULAS.has(state.word)) continue;
    states.push(state.word);
  }
  return [...new Set(states)];
}
