// The one strict template renderer for prompt text: `{name}` variables, `{{`/`}}` for literal braces.
// Pure; a bad template or a missing value throws, because that is a bug in kerf, never model data.

/** Every variable a prompt template may use. */
export const TEMPLATE_VARIABLE_NAMES = [
  "fenceOpen",
  "fenceClose",
  "finalReminders",
  "platform",
  "language",
  "goAheadTip",
  "shellCmdPrompt",
  "shellCmdReminder",
  "quadBacktickReminder",
] as const;

export type TemplateVariableName = (typeof TEMPLATE_VARIABLE_NAMES)[number];
export type TemplateVariables = Record<TemplateVariableName, string>;

export type TemplateErrorCode = "unknown-variable" | "missing-variable" | "syntax";

/** A template that cannot be rendered: a programming error, caught by the prompt tests. */
export class TemplateError extends Error {
  override readonly name = "TemplateError";
  constructor(
    readonly code: TemplateErrorCode,
    readonly detail: string,
    readonly offset: number,
  ) {
    super(`${code} at offset ${offset}: ${detail}`);
  }
}

const KNOWN = new Set<string>(TEMPLATE_VARIABLE_NAMES);
// `{{`, `}}`, `{name}`, or a lone brace (always an error).
const TOKEN = /\{\{|\}\}|\{([A-Za-z][A-Za-z0-9]*)\}|[{}]/g;

/**
 * Replaces every `{name}` with its value. Values are inserted as they are, never rendered again, so a
 * file's content or a variable holding braces cannot inject a placeholder.
 */
export function renderTemplate(
  template: string,
  vars: Partial<Record<string, string>>,
  /** The variables this family of templates may use; default the prompt classes' set. */
  known: ReadonlySet<string> = KNOWN,
): string {
  return template.replace(TOKEN, (token: string, name: string | undefined, offset: number) => {
    if (token === "{{") return "{";
    if (token === "}}") return "}";
    if (name === undefined) {
      throw new TemplateError(
        "syntax",
        `lone "${token}" (write "${token}${token}" for a literal brace)`,
        offset,
      );
    }
    if (!known.has(name)) throw new TemplateError("unknown-variable", `unknown variable {${name}}`, offset);
    const value = vars[name];
    if (value === undefined) throw new TemplateError("missing-variable", `no value for {${name}}`, offset);
    return value;
  });
}
