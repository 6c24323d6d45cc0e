// registerCoder takes a coder class whose `static format` is an EditFormat object, and refuses any other
// shape with an error that names what it expects, instead of registering it silently (issue 33 point 11).
import * as kerf from "../../src/index";

const EXPECTS =
  /a coder class needs `static format`, an EditFormat object \{ name, policy, parse, render, prompts \}/;

describe("registerCoder", () => {
  it("has registered a coder class for every built-in format (the registry's list and the coders' agree)", () => {
    expect(kerf.coderFormats()).toEqual(kerf.editFormatNames());
    for (const name of kerf.editFormatNames())
      expect(kerf.coderClassFor(name).format).toBe(kerf.getEditFormat(name));
  });

  it("refuses the earlier shape, static editFormat = name, and keeps the format it would have taken over", () => {
    class ShoutCoder extends kerf.WholeFileCoder {
      static editFormat = "shout";
    }
    const register = () => kerf.registerCoder(ShoutCoder);
    expect(register).toThrow(TypeError);
    expect(register).toThrow(
      'registerCoder: ShoutCoder declares `static editFormat = "shout"`, a name without a format object, and would replace the coder of the "whole" format it inherits',
    );
    expect(register).toThrow(EXPECTS);
    expect(register).toThrow(/see "Adding a coder" in kerf's README/);
    expect(kerf.coderClassFor("whole")).toBe(kerf.WholeFileCoder);
    expect(kerf.editFormatNames()).not.toContain("shout");
  });

  it("refuses a class without a format, or with a format that is not an EditFormat object", () => {
    class Bare extends kerf.Coder {}
    expect(() => kerf.registerCoder(Bare as unknown as kerf.CoderClass)).toThrow(
      /Bare has no `static format`/,
    );
    class Named extends kerf.Coder {
      static override readonly format = "loud" as unknown as kerf.EditFormat;
    }
    expect(() => kerf.registerCoder(Named)).toThrow(/Named's `static format` is not an EditFormat object/);
    class NoParser extends kerf.Coder {
      static override readonly format = { name: "half", policy: "partial" } as unknown as kerf.EditFormat;
    }
    expect(() => kerf.registerCoder(NoParser)).toThrow(EXPECTS);
    expect(kerf.editFormatNames()).not.toContain("half");
  });

  it("registers a subclass with its own format object under that format's name", () => {
    class LoudCoder extends kerf.WholeFileCoder {
      static override readonly format: kerf.EditFormat = { ...kerf.wholeFileFormat, name: "loud-whole" };
    }
    kerf.registerCoder(LoudCoder);
    expect(kerf.coderClassFor("loud-whole")).toBe(LoudCoder);
    expect(kerf.getEditFormat("loud-whole")).toBe(LoudCoder.format);
    expect(kerf.coderClassFor("whole")).toBe(kerf.WholeFileCoder);
  });
});
