// What the first request of a session needs loaded, loaded when `kerf acp` starts, before it reads the
// client's `initialize`: the token counter's ranks (0.3–1 s, counted before every request), the OpenAI
// SDK, Node's fetch (undici, loaded on its first use: a `data:` URL fetch touches no network) and the
// time-zone data the turn's preamble reads. A process that serves an editor lives long, so this is paid
// once at start-up (the answer to `initialize` waits for it) rather than inside the first thread:
// `session/new` → the first request does not pay for any of it (`npm run bench acp`).
import { openAiErrorClasses } from "../../llm/protocols/openai-sdk.js";
import { warmUpTokenizer } from "../../models/tokens.js";

export async function warmUp(): Promise<void> {
  warmUpTokenizer();
  openAiErrorClasses();
  Intl.DateTimeFormat().resolvedOptions();
  await (await fetch("data:,")).arrayBuffer();
}
