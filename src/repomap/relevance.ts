// Relevance to the request on top of Aider's personalisation: the files whose words best match the
// request (lexical BM25) and a chat file's test or subject get teleport weight too, with their reasons.
// Pure; the weights are in personalise.ts's units (100 / files), so neither signal drowns the other.
import path from "node:path";
import type { Personalisation } from "./personalise.js";

/** How many of the best lexical matches are personalised, and how many units the best one gets. */
const LEXICAL_TOP = 10;
const LEXICAL_UNITS = 2;
/** The same for the files that changed most often with a chat file (co-change.ts). */
const CO_CHANGE_TOP = 10;
const CO_CHANGE_UNITS = 2;

export interface RelevanceInput {
  chatFiles: readonly string[];
  /** Per file id: BM25 of the request's words (lexical-relevance.ts); absent without a request. */
  lexical?: Float64Array;
  /** Per file id: how strongly it changed with the chat files in git history. */
  coChanged?: Float64Array;
}

export function addRelevance(
  files: readonly string[],
  personal: Personalisation,
  input: RelevanceInput,
): Personalisation {
  const unit = 100 / Math.max(1, files.length);
  const vector = personal.vector ? Float64Array.from(personal.vector) : new Float64Array(files.length);
  const reasons = [...personal.reasons];
  const give = (file: number, weight: number, reason: string): void => {
    vector[file] = (vector[file] as number) + weight;
    reasons[file] = [...(reasons[file] ?? []), reason];
  };
  const { lexical, coChanged } = input;
  const matches = bestMatches(lexical);
  const best = lexical?.[matches[0] ?? 0] ?? 0;
  for (const file of matches) {
    const score = lexical?.[file] as number;
    give(file, (unit * LEXICAL_UNITS * score) / best, `request words (${score.toFixed(2)})`);
  }
  const partners = bestMatches(coChanged, CO_CHANGE_TOP);
  const most = coChanged?.[partners[0] ?? 0] ?? 0;
  for (const file of partners) {
    const score = coChanged?.[file] as number;
    give(file, (unit * CO_CHANGE_UNITS * score) / most, `changed with a chat file (${score.toFixed(2)})`);
  }
  for (const file of testPartners(files, input.chatFiles)) give(file, unit, "test or subject of a chat file");
  const any = vector.some((weight) => weight > 0);
  return any ? { chat: personal.chat, vector, reasons } : { chat: personal.chat, reasons };
}

/** The file ids with the highest positive scores, best first; ties by id (path order). */
export function bestMatches(scores: Float64Array | undefined, top = LEXICAL_TOP): number[] {
  if (!scores) return [];
  const ids: number[] = [];
  scores.forEach((score, id) => score > 0 && ids.push(id));
  ids.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
  return ids.slice(0, top);
}

/** Files that are a chat file's test (`test_x.py`, `x_test.go`, `x.test.ts`, `XTest.java`) or the
 * subject of a chat file that is a test: the other half of most changes to either. */
function testPartners(files: readonly string[], chatFiles: readonly string[]): number[] {
  if (chatFiles.length === 0) return [];
  const wanted = new Map<string, boolean>();
  for (const chat of chatFiles) {
    const { subject, isTest } = testKey(chat);
    wanted.set(subject, isTest);
  }
  const chats = new Set(chatFiles);
  const out: number[] = [];
  files.forEach((file, id) => {
    if (chats.has(file)) return;
    const { subject, isTest } = testKey(file);
    const chatIsTest = wanted.get(subject);
    if (chatIsTest !== undefined && chatIsTest !== isTest) out.push(id);
  });
  return out;
}

function testKey(file: string): { subject: string; isTest: boolean } {
  const stem = path.posix.basename(file).replace(/\.[^.]*$/, "");
  const bare = stem
    .replace(/^tests?_/i, "")
    .replace(/(_tests?|\.test|\.spec|_spec|Tests?)$/, "")
    .replace(/^Test(?=[A-Z])/, "");
  const inTestDir = /(^|\/)(tests?|__tests__|spec)\//i.test(file);
  return { subject: bare.toLowerCase(), isTest: bare !== stem || inTestDir };
}
