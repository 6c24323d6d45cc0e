// What the first request of a session needs loaded, loaded when `kerf acp` starts: the token counter's
// ranks (0.3–1 s, counted before every request) and the OpenAI SDK. A process that serves an editor
// lives long, so this is paid once at start-up rather than inside the first thread (the first
// `initialize` may wait for it; `session/new` → the first request does not).
import { openAiErrorClasses } from "../../llm/protocols/openai-sdk.js";
import { warmUpTokenizer } from "../../models/tokens.js";

export function warmUp(): void {
  warmUpTokenizer();
  openAiErrorClasses();
}
