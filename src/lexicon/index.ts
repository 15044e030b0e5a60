export {
  WordNet,
  RELATIONS,
  type Relation,
  type Sense,
  type SensePointer,
  type WordNetPos,
} from "./WordNet.js";
export { isKindOf, nameSenses } from "./kindOf.js";
export { namesASound, perceivedSign, type SignKind } from "./perceivedSign.js";
export { commonSenses, properSense } from "./commonSenses.js";
export { singularWord } from "./singular.js";
export { personWord } from "./person.js";
export { BROAD_KINDS } from "./broadKinds.js";
export { cardinalNumber, numberWord } from "./numberWords.js";
export { gerundBases } from "./gerund.js";
export { wayHazardWords } from "./wayHazards.js";
export { deliversStuff, isEnergySense, suppliedStuff } from "./suppliedStuff.js";
