import nlp from "compromise";

/**
 * The grammar of the questions a field robot is asked, as small sets of English function words and question
 * forms. These say what KIND of question a mission is ("can I still …", "why", "where is"); they carry no
 * knowledge of things, places or worlds — what a mission is about is grounded through WordNet and the map.
 */

/** Words that make a question about whether a way or access is still possible. */
export const ACCESS_WORDS = new Set([
  "way",
  "route",
  "access",
  "accessible",
  "passable",
  "impassable",
  "reachable",
  "open",
  "clear",
  "blocked",
  "closed",
  "cut",
  "obstructed",
  "through",
  "drivable",
  "driveable",
  "navigable",
  "walkable",
  "crossable",
  "trafficable",
]);

/**
 * "ok to drive up", "safe for the van to cross", "good to go": fitness for a movement. Group 1 is the verb; it
 * makes a route question when WordNet files it under motion.
 */
export const FIT_FOR_PATTERN =
  /\b(?:ok(?:ay)?|safe|fine|good|alright|all right|clear|possible|passable)\s+(?:for\s+(?:a|an|the|our|my|your|their)?\s*[a-z-]+(?:\s+[a-z-]+)?\s+)?to\s+([a-z]+)/i;

/** Adjectives of a way's fitness for moving along it: "is the track drivable?" is a route question outright. */
export const MOTION_ADJECTIVES = new Set([
  "passable",
  "impassable",
  "drivable",
  "driveable",
  "navigable",
  "walkable",
  "crossable",
  "trafficable",
]);

/** "How do I get to …", "how can the van reach …", "is it open the whole way round?": asking for the way. */
export const WAY_QUESTION_PATTERN =
  /\b(?:open|clear|passable|blocked)\s+(?:the\s+whole\s+way|all\s+the\s+way)\b[^.!]*\?|\b(?:is|isn't)\s+(?:that|this|the)\s+(?:way|route)\s+(?:still\s+)?(?:open|clear|passable|blocked|ok|okay|shut)\b|\bhow\s+(?:do|does|can|could|would|should|will|to)\s+(?:(?:i|we|you|they|a|an|the|our|my)\b[^.?!]*?\s)?(?:get|reach|go|drive|walk|cross|travel|make it)\b/i;

/** Phrases that ask whether the asker can still do something, or whether an event got in the way of it. */
// "Can you …" (or "can the robot …") asks the robot to do something; it is the asker's own way ("can I/we/the
// van …") that a route question is about.
export const ABILITY_PATTERN =
  /\b(?:can|could|will|would)\s+(?!the\s+robot\b)(?:i|we|they|it|he|she|a|an|the|our|my)\b.*\b(?:still|get|make it|reach|cross|pass)\b|\bstill\s+(?:able|possible|get|reach|go|drive|do)\b|\b(?:impact(?:ed)?|affect(?:ed)?|hamper(?:ed)?|prevent(?:ed)?|stop(?:ped)?\s+(?:me|us|the)|in the way)\b/i;

/**
 * Verbs and phrases of finding something lost or unknown. "where" after a copula or "still" places a thing in a
 * clause ("are still where we left them", "is where it was left"): a question about its state, not a search.
 */
export const FIND_PATTERN =
  /\b(?:find|locate|(?<!\b(?:is|are|was|were|be|been|still|back|stay|stays|remain|remains)\s)where(?:'s| is| are| did)?|look(?:ing)? for|(?:see|check|know|find out) (?:if|whether) (?:it's|it is|its|they're|they are|theyre) (?:still )?there|look(?:ing)? (?:\w+ ){1,4}for (?:it|them|him|her)\b|(?:dropped|mislaid) (?:his|her|my|our|their|your|a|an|some)\b|search(?:ing)? for|missing|lost|misplaced|left (?:behind|it|them|my|our)|can(?:'t|not) find|heard? back|stopped (?:reporting|responding|answering)|went (?:quiet|silent|dark)|is there|are there|any sign|what happened to|track down|gone (?:off|from) (?:the|its|their|our|his|her)|(?:won't|wont|can't|cant|couldn't) have (?:gone|got) (?:far|very far)|gone walkabout|(?:have|take)\s+(?:a|another)\s+(?:quick\s+)?[a-z]+\s+(?:round\s+|around\s+|about\s+)?for\s+(?:it|them|him|her)\b|check (?:\w+ )?for(?! (?:me|us)\b)|search (?:\w+ )?for(?! (?:me|us)\b)|got out|(?:has |have |'s )?escaped|broke out|r[au]n off|wandered off|(?:got|is|are|'s) loose|on the loose|one short|(?:any(?:one|body)|has (?:any(?:one|body)|somebody|someone)|have you|you)\s+seen)\b/i;

/** Asking for a cause. */
export const EXPLAIN_PATTERN =
  /\b(?:why|cause[sd]?|causing|reason|what(?:'s| is) wrong|what happened|what went wrong|explain|figure out|source of)\b/i;

/**
 * Symptoms reported as statements: something is down, out, off, stopped; a smell, a noise. "Down there", "out
 * the back", "down the lane" place the speaker and say nothing is wrong — unless something is down or out.
 * ("The lifebuoy's gone off the post": gone off, out or down a thing is a movement, not a failure.)
 */
export const SYMPTOM_PATTERN =
  /\b(?:(?:is|are|was|were|been|be|went|gone|go|goes|'s|still|keeps? (?:going|cutting))\s+(?:\w+\s+)?(?:down|out|off)\b(?!\s+(?:the|a|an|its|his|her|their|my|our|your|this|that)\b)|(?:down|out|off)(?!\s+(?:there|here|yonder|to|the|by|at|on|in|into|towards?|along|past|near|a|an|this|that|its|his|her|their|my|our|your|of|back|front|round|around|across)\b)|stopped|not working|isn't working|aren't working|failed|failing|dead|no longer|keeps?|smell|smells|smelled|smelt|smelling|stink|stench|fumes|odou?r|noise|sound|alarm|outage|flicker(?:ing)?|dropp(?:ed|ing))\b/i;

/** "How did the X come through / hold up / fare": asking how things fared. */
export const FARED_PATTERN =
  /\bhow\s+(?:did|does|do|are|is|was|were|have|has)\s+(?!(?:i|we|you|they)\b)[^.?!]*?\b(?:come through|came through|hold(?:ing)? up|held up|far(?:e|ed|ing)|doing|look(?:ing)?|survived?|cop(?:e|ed|ing)|weather(?:ed)?|going|gone)\b|\b(?:come|came|got|get)\s+through\s+(?:the\s+|that\s+|last\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:ok(?:ay)?|alright|all right|fine|unscathed|unharmed|in one piece)\b/i;

/** Asking about the state of things. */
export const ASSESS_PATTERN = new RegExp(
  String.raw`${FARED_PATTERN.source}|\bhow(?:'s|\u2019s| is| are)\s+(?:the|our|my|that|those|these|all)\b[^.?!]*\?|\b(?:damaged?|broken|ok(?:ay)?|alright|all right|intact|condition|state|safe|hurt|injured|working|leak(?:ing|s|ed)?|check(?:ed|ing)?|once[- ]over|going[- ]over|look(?:ed)? at|look(?:ing|ed)? (?:it |them )?over|inspect|assess|read (?:me |us )?(?:the|off)|survived?|still (?:up|standing|there|in place)|any of the|make sure|(?:do|did|does|done)\s+(?:anything|something)\s+to)\b`,
  "i",
);

/** "Do a lap of the yard", "take a turn round the tanks": going round an area is surveying it. Group 1: the noun. */
export const ROUND_PATTERN =
  /\b(?:do|did|doing|take|took|make|have|go for)\s+(?:a|another|one|the)\s+(?:quick\s+)?(lap|circuit|round|loop|tour|turn|recce|wander|sweep)\s+(?:of|round|around)\b/i;

/** Asking to cover an area. */
export const SURVEY_PATTERN =
  /\b(?:triage|survey|sweep|patrol|scout|search (?:the|all|every|around)|look around|(?:walk|look|drive|wander|poke|nose)(?:ing)?\s+(?:a)?round\b|(?:go|nip|head)\s+(?:right\s+)?(?:a)?round\s+(?:the|our|that)\b(?!\s+(?:corner|back|side|front)\b)|check (?:the )?(?:area|areas|site|grounds)|map (?:the|out)|cover (?:the|all))\b/i;

/** Constraints that the mission is about what cannot be seen from above. */
export const HIDDEN_PATTERN =
  /\b(?:not|n't|cannot|can't|hidden|invisible|obscured|out of sight)\b[^.?!]{0,40}\b(?:visible|see|seen|spot|view|reach)\b|\b(?:under(?:neath)? (?:the )?(?:trees?|canopy|cover|roofs?)|indoors|inside (?:the )?buildings?|out of sight|hidden|covered)\b/i;

/**
 * Who or what looks from above: the satellite and aerial imagery the prior map is built from. These are the
 * observers of the system's own sensing model, never subjects to search for.
 */
export const AERIAL_VIEWPOINTS = new Set([
  "air",
  "sky",
  "above",
  "overhead",
  "aerial",
  "satellite",
  "drone",
  "uav",
  "uas",
  "aircraft",
  "helicopter",
  "plane",
  "airplane",
]);

/** Verbs of reporting: their grammatical subject is the reporter, not the mission's subject. */
export const REPORTING_VERBS = new Set([
  "smell",
  "see",
  "spot",
  "feel",
  "find",
  "report",
  "say",
  "tell",
  "notice",
  "hear",
  "mention",
  "call",
  "complain",
  "radio",
  "text",
  "email",
  "worry",
  "think",
  "believe",
  "send",
  "need",
  "want",
  "ask",
]);

/** Nouns too general to search for or to ground (they ask about the mission, not a thing). */
export const GENERIC_NOUNS = new Set([
  "thing",
  "anything",
  "something",
  "everything",
  "nothing",
  "stuff",
  "one",
  "someone",
  "somebody",
  "anyone",
  "anybody",
  "nobody",
  "everybody",
  "everyone",
  "area",
  "areas",
  "region",
  "place",
  "site",
  "part",
  "side",
  "way",
  "kind",
  "sort",
  "lot",
  "bit",
  "status",
  "condition",
  "state",
  "problem",
  "issue",
  "reason",
  "chance",
  "cause",
  "mission",
  "task",
  "job",
  "help",
  "response",
  "sign",
  "trouble",
  "what",
  "there",
  "here",
  "check",
  "anything else",
]);

/** Activities the robot cannot do for the operator: it drives, maps, looks and reports. */
export const UNSUPPORTED_VERBS = new Set([
  "make",
  "cook",
  "bake",
  "build",
  "fix",
  "repair",
  "clean",
  "paint",
  "carry",
  "lift",
  "buy",
  "sell",
  "write",
  "sing",
  "dance",
  "play",
  "eat",
  "drink",
  "order",
  "book",
]);

/**
 * A compass direction used as a direction ("east of the trails", "the north side of the lake", "head south"), not
 * as part of a name ("the north gate").
 */
export const COMPASS_PATTERN =
  /\b(north|south|east|west)(?:ern|ward|wards)?(?:\s+(?:side|end|part|half|edge|corner))?\s+(?:of|from)\s+(?:the|a|an|our)?\s*([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)|\b(?:to|toward|towards|head|heading|go|going|drive|driving|in|on)\s+(?:the\s+)?(north|south|east|west)(?:ern|ward|wards)?\b(?!\s+[a-z]+\b(?<!\bof\b))(?:\s+(?:side|end|part))?/i;

/**
 * Contractions typed without their apostrophe ("whats", "isnt", "cant"): English function words only, and only
 * spellings that are not words themselves ("its", "id", "well", "were" are left alone).
 */
const BARE_CONTRACTIONS: ReadonlyMap<string, string> = new Map([
  // "the air n water machine", "nip over n see": "and" clipped to its n.
  ["n", "and"],
  // Text-speak on a phone or a radio log: "can u look b4 we lock up pls".
  ["u", "you"],
  ["ur", "your"],
  ["pls", "please"],
  ["plz", "please"],
  ["thru", "through"],
  ["b4", "before"],
  ["cos", "because"],
  ["coz", "because"],
  ["abt", "about"],
  ["tmrw", "tomorrow"],
  ["theres", "there's"],
  ["thats", "that's"],
  ["whats", "what's"],
  ["wheres", "where's"],
  ["heres", "here's"],
  ["hows", "how's"],
  ["whos", "who's"],
  ["isnt", "isn't"],
  ["arent", "aren't"],
  ["wasnt", "wasn't"],
  ["werent", "weren't"],
  ["dont", "don't"],
  ["doesnt", "doesn't"],
  ["didnt", "didn't"],
  ["hasnt", "hasn't"],
  ["havent", "haven't"],
  ["hadnt", "hadn't"],
  ["cant", "can't"],
  ["couldnt", "couldn't"],
  ["wouldnt", "wouldn't"],
  ["shouldnt", "shouldn't"],
  ["wont", "won't"],
  ["youre", "you're"],
  ["theyre", "they're"],
  ["ive", "I've"],
  ["youve", "you've"],
  ["weve", "we've"],
  ["theyve", "they've"],
  ["im", "I'm"],
]);

/** The mission with bare contractions spelled out, keeping the case of the first letter. */
export function spellContractions(text: string): string {
  return text.replace(/\b[A-Za-z][A-Za-z0-9]*\b/g, (word, at: number) => {
    const full = BARE_CONTRACTIONS.get(word.toLowerCase());
    // (Part of a hyphenated name — a "u-bend", an "n-type" — is no word of its own.)
    if (full === undefined || /[-\u2010]/.test(text.charAt(at + word.length) + text.charAt(at - 1)))
      return word;
    const capital = word.charAt(0) === word.charAt(0).toUpperCase();
    return capital ? full.charAt(0).toUpperCase() + full.slice(1) : full;
  });
}

/**
 * "kettle's boiled", "van's due": a noun's contraction of "is"/"has", which the tagger recognises, spelled out, so
 * the noun is read as the thing it is ("kettle") and not as a possessive ("kettle's"). Possessives ("the farmer's
 * tractor") and pronouns ("it's") are left alone.
 */
export function expandNounContractions(text: string): string {
  const found = nlp(text)
    .contractions()
    .json({ terms: { tags: true, text: true } }) as {
    terms?: { tags?: string[]; text?: string }[];
  }[];
  let out = text;
  for (const match of found) {
    const first = match.terms?.[0];
    const tags = first?.tags ?? [];
    const word = first?.text ?? "";
    const stem = word.replace(/['\u2019]s$/i, "");
    // At the start of a sentence the tagger may call the noun a verb ("Boat's gone"): what matters is that it is
    // not a pronoun, a question word or a determiner ("it's", "what's", "that's", "let's").
    if (stem === word || tags.some((tag) => CLOSED_CLASS_TAGS.has(tag))) continue;
    if (CLOSED_CLASS_WORDS.has(stem.toLowerCase())) continue;
    out = out.replace(word, `${stem} is`);
  }
  // "the tug's been left": before "been" the 's is always "has", though the tagger may take it for a possessive.
  return out.replace(/\b([a-z]+)['\u2019]s(?=\s+been\b)/gi, (all, stem: string) =>
    CLOSED_CLASS_WORDS.has(stem.toLowerCase()) ? all : `${stem} has`,
  );
}

const CLOSED_CLASS_TAGS = new Set(["Pronoun", "QuestionWord", "Determiner", "Preposition"]);
/** Pronouns and question words whose "'s" the tagger already reads ("it's", "what's", "let's"). */
export const CLOSED_CLASS_WORDS: ReadonlySet<string> = new Set([
  "it",
  "he",
  "she",
  "that",
  "this",
  "there",
  "here",
  "what",
  "where",
  "who",
  "how",
  "when",
  "why",
  "let",
]);
