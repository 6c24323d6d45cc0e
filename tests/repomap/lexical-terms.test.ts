// Search terms: identifiers split by case, digits and underscores, lower-cased, plurals and tenses
// folded, stop words and numbers dropped.
import { termsOf } from "../../src/repomap/lexical-terms";

describe("termsOf", () => {
  it("splits camelCase, acronyms and snake_case into lower-case terms", () => {
    expect(termsOf("parseHTTPRequest read_body_bytes")).toEqual([
      "parse",
      "http",
      "request",
      "read",
      "body",
      "byte",
    ]);
  });

  it("folds plurals and tenses so a request's words meet the code's names", () => {
    expect(termsOf("handlers parsed matching entries")).toEqual(["handler", "pars", "match", "entry"]);
    expect(termsOf("handler parse match entry")).toEqual(["handler", "parse", "match", "entry"]);
  });

  it("drops stop words, one-letter words and numbers, and keeps repeats", () => {
    expect(termsOf("Fix the router: add a 404 route to the router")).toEqual(["router", "route", "router"]);
  });
});
