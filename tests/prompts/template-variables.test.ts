import { EditBlockPrompts } from "../../src/prompts/editblock-prompts";
import { buildTemplateVariables, DEFAULT_LANGUAGE } from "../../src/prompts/template-variables";

const prompts = new EditBlockPrompts();
const platform = { os: "Linux", date: "2026-05-06", isGitRepo: true };

describe("buildTemplateVariables", () => {
  it("with everything off: the fence, the default language and no optional texts", () => {
    expect(
      buildTemplateVariables(prompts, {
        fence: { open: "```", close: "```" },
        platform,
        shellCommands: false,
      }),
    ).toEqual({
      fenceOpen: "```",
      fenceClose: "```",
      platform:
        "- Operating system: Linux\n- Current date: 2026-05-06\n- The user is working inside a git repository.",
      language: DEFAULT_LANGUAGE,
      finalReminders: `Reply in ${DEFAULT_LANGUAGE}.`,
      goAheadTip: prompts.goAheadTip,
      shellCmdPrompt: prompts.noShellCmdPrompt,
      shellCmdReminder: prompts.noShellCmdReminder,
      quadBacktickReminder: "",
    });
  });

  it("with everything on: lazy and overeager reminders, the language, shell texts, the fence reminder", () => {
    const vars = buildTemplateVariables(prompts, {
      fence: { open: "<source>", close: "</source>" },
      platform,
      language: "German",
      lazy: true,
      overeager: true,
      shellCommands: true,
    });
    expect(vars.finalReminders).toBe(`${prompts.lazyPrompt}\n${prompts.overeagerPrompt}\nReply in German.`);
    expect(vars.shellCmdPrompt).toBe(prompts.shellCmdPrompt);
    expect(vars.shellCmdReminder).toBe(prompts.shellCmdReminder);
    expect(vars.quadBacktickReminder).toBe(
      "The files contain lines starting with ```, so fence code with <source> and </source> instead of ```.",
    );
  });

  it("does not render a user-given language as a template", () => {
    const vars = buildTemplateVariables(prompts, {
      fence: { open: "```", close: "```" },
      platform,
      language: "{platform}",
    });
    expect(vars.finalReminders).toBe("Reply in {platform}.");
  });
});
