// What the demo asks kerf to do: the chat files, the message and the CLI arguments. Data only; the
// recorded conversation (demo/conversation.json) was made for exactly this request.

export const DEMO_FILES = ["todo/tasks.py", "tests/test_tasks.py"] as const;

export const DEMO_MESSAGE =
  "`todo done 2` ticks off the third task, and `todo done 3` crashes with an IndexError on a " +
  "three-task list. Fix it and update the tests.";

/** A key is required by the CLI; the replay server never checks it and it reaches no real endpoint. */
export const REPLAY_API_KEY = "sk-replay-no-real-key";

function endpointArgs(baseUrl: string): string[] {
  return ["--model", "gpt-4o", "--openai-api-base", baseUrl, "--openai-api-key", REPLAY_API_KEY];
}

/** The arguments after `kerf` that print the repo map the model will get, without contacting it. */
export function demoMapArgs(baseUrl: string): string[] {
  return [...DEMO_FILES, ...endpointArgs(baseUrl), "--show-repo-map"];
}

/** The arguments after `kerf` that send the demo's message to the replay server. */
export function demoCliArgs(baseUrl: string): string[] {
  return [...DEMO_FILES, ...endpointArgs(baseUrl), "--yes-always", "-m", DEMO_MESSAGE];
}

/** The command line as a person would type it, for the banner: quoted where the shell needs it. */
export function shellLine(args: readonly string[]): string {
  return ["kerf", ...args].map((arg) => (/^[\w./:@=-]+$/.test(arg) ? arg : shellQuote(arg))).join(" ");
}

function shellQuote(arg: string): string {
  return `'${arg.replace(/'/g, "'\\''")}'`;
}
