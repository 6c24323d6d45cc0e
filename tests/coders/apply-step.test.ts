// The apply step parses a reply once and plans it once: the dirty commit covers exactly the files the
// plan will write, and the planned edits are written without a second parse or a second question.
import { registerCoder } from "../../src/coders";
import { EditBlockCoder } from "../../src/coders/editblock-coder";
import type { EditFormat } from "../../src/formats/edit-format";
import { editBlockFormat } from "../../src/formats/editblock/format";
import { block, harness, type Harness } from "../helpers/coder-harness";

const APP = 'def greet(name):\n    return "hi " + name\n';

let parses = 0;
const countedFormat: EditFormat = {
  ...editBlockFormat,
  name: "diff-counted",
  parse: (reply, ctx) => {
    parses += 1;
    return editBlockFormat.parse(reply, ctx);
  },
};
class CountedCoder extends EditBlockCoder {
  static override readonly format = countedFormat;
}
registerCoder(CountedCoder);

describe("the apply step", () => {
  let h: Harness;
  beforeEach(() => (parses = 0));
  afterEach(async () => h?.close());

  it("parses the reply once, commits only the dirty files it will write, then writes them", async () => {
    const reply = [
      block("app.py", '    return "hi " + name\n', '    return "hello " + name\n'),
      block("new.py", "", "print(1)\n"),
    ].join("\n");
    h = await harness({ "app.py": APP, "notes.txt": "a\n" }, [
      { kind: "reply", text: reply },
      { kind: "reply", text: "feat: say hello" },
    ]);
    h.repo.write("app.py", APP + "# mine\n");
    h.repo.write("notes.txt", "a\nb\n");
    const questions: string[] = [];
    const coder = await h.coder({
      editFormat: "diff-counted",
      files: ["app.py"],
      confirm: async (question) => {
        questions.push("path" in question ? `${question.kind} ${question.path}` : question.kind);
        return true;
      },
    });
    const result = await coder.run("Say hello.");
    expect(parses).toBe(1);
    expect(questions).toEqual(["create-file new.py"]);
    expect(result.failed).toEqual([]);
    const dirty = h.repo.git("show", "--name-only", "--format=%s", "HEAD~1").trim().split("\n");
    expect(dirty).toEqual(["chore: save uncommitted changes before kerf edits", "", "app.py"]);
    expect(h.repo.git("status", "--porcelain").trim()).toBe("M notes.txt");
    expect(h.repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "') + "# mine\n");
    expect(h.repo.read("new.py")).toBe("print(1)\n");
  });
});
