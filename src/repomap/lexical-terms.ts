// Turns text into search terms: identifiers split by case, digits, `_` and `-`, lower-cased, lightly
// stemmed, common English and code words left out. Pure; the same terms for requests, paths and names.

const STOP = new Set(
  (
    "a about add added adds after all also an and any are as at be been but by can could do does doesn " +
    "don fix fixed fixes for from get has have if in into is it its make more new no not now of on one " +
    "only or other out same set should so some than that the their them then there these this to too " +
    "update updated use used uses using via was we were when where which while will with would you " +
    "def fn func function class const let var return self this import export from true false null none " +
    "nil int str string type value void public private static"
  ).split(" "),
);

/** Terms of `text`, in order, repeats kept (they count). */
export function termsOf(text: string): string[] {
  const out: string[] = [];
  const words = text.match(/[\p{L}\p{N}_]+/gu) ?? [];
  for (const word of words) {
    for (const part of splitWord(word)) {
      const term = stem(part.toLowerCase());
      if (term.length >= 2 && !STOP.has(term) && !/^\d+$/.test(term)) out.push(term);
    }
  }
  return out;
}

/** `parseHTTPRequest_v2` → parse, HTTP, Request, v2. */
function splitWord(word: string): string[] {
  return word
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .split(/[_\s]+/)
    .filter((part) => part !== "");
}

/** Plural and tense endings only: `handlers`/`handler`, `parsed`/`parse`, `matching`/`match`. */
function stem(term: string): string {
  if (term.length > 5 && term.endsWith("ing")) return term.slice(0, -3);
  if (term.length > 4 && term.endsWith("ies")) return `${term.slice(0, -3)}y`;
  if (term.length > 4 && term.endsWith("ed")) return term.slice(0, -2);
  if (term.length > 4 && term.endsWith("es") && /(ss|sh|ch|x)es$/.test(term)) return term.slice(0, -2);
  if (term.length > 3 && term.endsWith("s") && !term.endsWith("ss")) return term.slice(0, -1);
  return term;
}
