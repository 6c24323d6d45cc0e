// The turn texts (failed checks, files added, the "edits applied" note, the commit-message request) are
// prompt data rendered strictly: every template renders with its own variables and nothing is left over.
import { renderTemplate, TemplateError } from "../../src/prompts/render-template";
import {
  checkFailedText,
  editsAppliedMessages,
  filesAddedText,
  TURN_TEXTS,
  TURN_VARIABLE_NAMES,
} from "../../src/prompts/turn-texts";

const NAMES = new Set<string>(TURN_VARIABLE_NAMES);
const ALL = Object.fromEntries(TURN_VARIABLE_NAMES.map((name) => [name, `<${name}>`]));

describe("turn texts", () => {
  it.each(Object.entries(TURN_TEXTS))(
    "%s renders with the turn variables, leaving no placeholder",
    (_n, text) => {
      expect(renderTemplate(text, ALL, NAMES)).not.toMatch(/\{[A-Za-z]+\}/);
    },
  );

  it("rejects a prompt-class variable the turn set does not know", () => {
    expect(() => renderTemplate("{fenceOpen}", { fenceOpen: "```" }, NAMES)).toThrow(TemplateError);
  });

  it("word the failed check, the added files and the applied-edits note", () => {
    expect(checkFailedText("test", "npm test", "1 failed {x}")).toBe(
      "The tests failed after your edits (`npm test`):\n```\n1 failed {x}\n```\nFix the problems.",
    );
    expect(filesAddedText(["a.py", "b.py"])).toBe(
      "I added a.py, b.py to the chat. Go ahead with the request using their contents.",
    );
    expect(editsAppliedMessages(["a.py"], { hash: "0123456789", message: "feat: x" })).toEqual([
      { role: "user", content: "I applied your edits to a.py (commit 0123456: feat: x)." },
      { role: "assistant", content: "Ok." },
    ]);
    expect(editsAppliedMessages(["a.py", "b.py"], undefined)[0]?.content).toBe(
      "I applied your edits to a.py, b.py.",
    );
  });
});
