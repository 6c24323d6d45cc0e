// The words around the demo's run: what is real and what is a replay, and a heading per step. Pure text.

export interface BannerInput {
  baseUrl: string;
  projectDir: string;
}

export function demoBanner(input: BannerInput): string {
  const rule = "=".repeat(78);
  return [
    rule,
    " kerf demo: the model is a REPLAY of a recorded conversation.",
    " No API key is used and nothing leaves this machine: a local OpenAI-compatible server at",
    ` ${input.baseUrl} plays back demo/conversation.json over real HTTP.`,
    " Everything else is real: the kerf CLI, the repo map, the edits, the reflection and the",
    ` git commits, on a fresh copy of demo/project in ${input.projectDir}`,
    rule,
    "",
  ].join("\n");
}

/** A numbered step: what it shows, then the command as a person would type it. */
export function stepHeading(step: number, title: string, commandLine: string): string {
  return `\n--- ${step}. ${title}\n$ ${commandLine}\n`;
}

export function demoFooter(code: number, keptAt: string | null): string {
  const where = keptAt ? `The project is kept in ${keptAt}` : "The temporary project has been removed";
  return `\nDemo finished: kerf exited ${code}. ${where}.\n`;
}
