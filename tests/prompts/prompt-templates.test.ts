import { editFormatNames, getEditFormat, isTalkingFormat } from "../../src/formats/registry";
import type { CoderPrompts } from "../../src/prompts/coder-prompts";
import { renderTemplate, TEMPLATE_VARIABLE_NAMES, TemplateError } from "../../src/prompts/render-template";
import { buildTemplateVariables } from "../../src/prompts/template-variables";

// Every setting switched on, so every nested text (lazy, overeager, shell prompts, fence reminder) is
// rendered and checked too.
function fullVariables(prompts: CoderPrompts) {
  return buildTemplateVariables(prompts, {
    fence: { open: "````", close: "````" },
    platform: { os: "Linux", shell: "/bin/bash", date: "2026-01-02", language: "French", isGitRepo: true },
    language: "French",
    lazy: true,
    overeager: true,
    shellCommands: true,
  });
}

function templatesOf(prompts: CoderPrompts): [string, string][] {
  return Object.entries(prompts).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "format",
  );
}

const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9]*\}/;
const cases = editFormatNames().map((name) => [name, getEditFormat(name).prompts()] as const);
const parsesEdits = (name: string) => !isTalkingFormat(name);

// An architect's editor speaks its format's editor prompts: the same strict checks apply to them.
const editorCases = editFormatNames().flatMap((name) => {
  const editorPrompts = getEditFormat(name).editorPrompts?.();
  return editorPrompts ? [[`${name} editor`, editorPrompts] as const] : [];
});

describe.each([...cases, ...editorCases])("%s prompts", (_name, prompts) => {
  it("render every template with the full variable set, leaving no placeholder", () => {
    const vars = fullVariables(prompts);
    for (const value of Object.values(vars)) expect(value).not.toMatch(PLACEHOLDER);
    const templates = templatesOf(prompts);
    expect(templates.length).toBeGreaterThan(20);
    const leftovers = templates.filter(([, template]) => PLACEHOLDER.test(renderTemplate(template, vars)));
    expect(leftovers.map(([field]) => field)).toEqual([]);
  });

  it("throw on every variable a template uses when its value is missing", () => {
    const vars = fullVariables(prompts);
    let checked = 0;
    for (const [, template] of templatesOf(prompts)) {
      for (const variable of TEMPLATE_VARIABLE_NAMES) {
        if (!template.includes(`{${variable}}`)) continue;
        const { [variable]: _dropped, ...rest } = vars;
        expect(() => renderTemplate(template, rest)).toThrow(TemplateError);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe.each(cases)("%s prompts and their format", (name, prompts) => {
  // The prompts no longer name their parser (issue 10): the format object holds both, by reference.
  it("belong to the format of that name, whose parser reads the replies", () => {
    const format = getEditFormat(name);
    expect(format.name).toBe(name);
    expect(format.prompts()).toBeInstanceOf(prompts.constructor);
    const reply = "I would change nothing.";
    expect(format.parse(reply).edits).toEqual([]);
  });

  it("carry the shared examples exactly when replies are parsed (tool-call formats: calls, no examples)", () => {
    expect(prompts.examples.length > 0).toBe(parsesEdits(name) && !getEditFormat(name).tools);
  });
});

describe("editor prompts", () => {
  it("exist for every built-in format that edits files", () => {
    const editing = editFormatNames().filter((name) => getEditFormat(name).editsFiles !== false);
    expect(editorCases.map(([name]) => name)).toEqual(editing.map((name) => `${name} editor`));
  });

  it.each(editorCases)(
    "%s: its format's rules, no examples, no go-ahead tip, no shell commands",
    (name, editor) => {
      const own = getEditFormat(name.replace(/ editor$/, "")).prompts();
      expect(editor).toBeInstanceOf(own.constructor);
      expect(editor.systemReminder).toBe(own.systemReminder);
      expect(editor.examples).toEqual([]);
      const vars = fullVariables(editor);
      expect([vars.goAheadTip, vars.shellCmdPrompt, vars.shellCmdReminder]).toEqual(["", "", ""]);
      expect(renderTemplate(editor.mainSystem, vars).length).toBeLessThan(
        renderTemplate(own.mainSystem, fullVariables(own)).length,
      );
    },
  );
});
