import { renderTemplate, TemplateError } from "../../src/prompts/render-template";

function errorOf(fn: () => unknown): TemplateError {
  try {
    fn();
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error("expected a TemplateError");
}

describe("renderTemplate", () => {
  it("replaces every known variable, each time it occurs", () => {
    expect(
      renderTemplate("{fenceOpen}x{fenceClose} {fenceOpen}", { fenceOpen: "<a>", fenceClose: "</a>" }),
    ).toBe("<a>x</a> <a>");
  });

  it("turns doubled braces into literal ones", () => {
    expect(renderTemplate("const o = {{ a: 1 }}; {{language}}", { language: "French" })).toBe(
      "const o = { a: 1 }; {language}",
    );
  });

  it("inserts values as they are, without rendering them again", () => {
    expect(renderTemplate("{platform}", { platform: "{language} {{ }" })).toBe("{language} {{ }");
  });

  it("throws missing-variable for a known variable without a value", () => {
    const error = errorOf(() => renderTemplate("Reply in {language}.", {}));
    expect([error.code, error.detail, error.offset]).toEqual([
      "missing-variable",
      "no value for {language}",
      9,
    ]);
  });

  it("throws unknown-variable for a name outside the variable list, even when a value is given", () => {
    const error = errorOf(() => renderTemplate("{fence}", { fence: "```" }));
    expect([error.code, error.detail]).toEqual(["unknown-variable", "unknown variable {fence}"]);
  });

  it.each([["a { b"], ["a } b"], ["{ language }"], ["{language"]])(
    "throws syntax on a lone brace in %j",
    (text) => {
      expect(errorOf(() => renderTemplate(text, { language: "x" })).code).toBe("syntax");
    },
  );

  it("leaves text without braces untouched", () => {
    expect(renderTemplate("plain $& $1 text\n", {})).toBe("plain $& $1 text\n");
  });
});
