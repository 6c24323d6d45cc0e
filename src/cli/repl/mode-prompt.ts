// The REPL's prompt names the mode, as Aider's does: `ask> `, `architect> `, `context> `, and in code
// mode the edit format when it is not the model's own (`whole> `); the model's format gets `> `.
// `multi` leads it in multi-line mode. Pure.

export function modePrompt(editFormat: string, modelFormat: string, multiline = false): string {
  const mode = editFormat === modelFormat ? "" : editFormat;
  return `${multiline ? "multi " : ""}${mode}> `;
}
