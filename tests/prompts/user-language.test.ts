import { languageName, localeCode, resolveUserLanguage } from "../../src/prompts/user-language";

describe("resolveUserLanguage", () => {
  it("prefers the explicit setting, as written", () => {
    expect(resolveUserLanguage({ explicit: " Klingon ", env: { LANG: "fr_FR.UTF-8" } })).toBe("Klingon");
  });

  it("falls back to LANG, then LC_ALL, LC_MESSAGES and LANGUAGE, naming the language in English", () => {
    expect(resolveUserLanguage({ env: { LANG: "fr_FR.UTF-8", LC_ALL: "de_DE" } })).toBe("French (France)");
    expect(resolveUserLanguage({ env: { LC_ALL: "de_DE.UTF-8", LC_MESSAGES: "es" } })).toBe(
      "German (Germany)",
    );
    expect(resolveUserLanguage({ env: { LC_MESSAGES: "es_ES@euro" } })).toBe("Spanish (Spain)");
    expect(resolveUserLanguage({ env: { LANGUAGE: "pt_BR:pt" } })).toBe("Portuguese (Brazil)");
  });

  it("skips C and POSIX locales, which say nothing about the user", () => {
    expect(resolveUserLanguage({ env: { LANG: "C.UTF-8", LC_ALL: "POSIX", LANGUAGE: "it" } })).toBe(
      "Italian",
    );
    expect(resolveUserLanguage({ env: { LANG: "C", LC_ALL: "POSIX" } })).toBeNull();
  });

  it("returns null with no setting and no locale variables; an empty setting counts as none", () => {
    expect(resolveUserLanguage({})).toBeNull();
    expect(resolveUserLanguage({ explicit: "  ", env: {} })).toBeNull();
  });
});

describe("localeCode and languageName", () => {
  it.each([
    ["en_US.UTF-8", "en-US"],
    ["sr_RS@latin", "sr-RS"],
    ["de:en", "de"],
    ["C", null],
    ["", null],
  ])("reads %j as %j", (value, code) => {
    expect(localeCode(value)).toBe(code);
  });

  it("returns the code itself when ICU cannot name it", () => {
    expect(languageName("not a code!")).toBe("not a code!");
  });
});
