// Which skills a message activates: the ones it names (`$name`) and, by BM25 over each skill's name and
// description, at most `max` whose score passes a threshold. Pure; no network, no model.
import type { Skill } from "./skills.js";

const STOP = new Set(
  "the and for with that this from into your you are was were have has had not but all any can how what when where which who why will would should could about there their them then than also just like make made use using please some more most other such only own same very".split(
    " ",
  ),
);

/** Lower-case word stems of 3+ letters, stop words left out; a light suffix strip joins "tests"/"testing". */
export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((word) => word.length >= 3 && !STOP.has(word))
    .map((word) => word.replace(/(ing|ed|es|s)$/, "") || word);
}

export interface SkillMatch {
  skill: Skill;
  score: number;
  /** `named`: the message says `$name`; `relevant`: the score passed the threshold. */
  why: "named" | "relevant";
}

export const RELEVANCE_THRESHOLD = 1.5;
export const MAX_SKILLS = 3;

/** BM25 (k1 1.2, b 0.75) with a floor-free idf, so one skill alone can still match. */
export function scoreSkills(message: string, skills: readonly Skill[]): number[] {
  const docs = skills.map((skill) => terms(`${skill.name.replace(/[-_]/g, " ")} ${skill.description}`));
  const avg = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1) || 1;
  const query = [...new Set(terms(message))];
  return docs.map((doc) =>
    query.reduce((score, term) => {
      const tf = doc.filter((t) => t === term).length;
      if (tf === 0) return score;
      const n = docs.filter((d) => d.includes(term)).length;
      const idf = Math.log(1 + (docs.length + 1) / (n + 0.5));
      return score + (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * doc.length) / avg));
    }, 0),
  );
}

export function selectSkills(
  message: string,
  skills: readonly Skill[],
  options: { named?: readonly string[]; threshold?: number; max?: number } = {},
): SkillMatch[] {
  const mentioned = new Set([
    ...(options.named ?? []),
    ...[...message.matchAll(/(?:^|\s)\$([A-Za-z0-9][\w.-]*)/g)].map((m) => m[1]!),
  ]);
  const named = skills.filter((skill) => mentioned.has(skill.name));
  const scores = scoreSkills(message, skills);
  const relevant = skills
    .map((skill, i) => ({ skill, score: scores[i] ?? 0, why: "relevant" as const }))
    .filter(
      (match) =>
        !mentioned.has(match.skill.name) && match.score >= (options.threshold ?? RELEVANCE_THRESHOLD),
    )
    .sort((a, b) => b.score - a.score);
  const max = options.max ?? MAX_SKILLS;
  return [
    ...named.map((skill) => ({ skill, score: scores[skills.indexOf(skill)] ?? 0, why: "named" as const })),
    ...relevant,
  ].slice(0, Math.max(max, named.length));
}
