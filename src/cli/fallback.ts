// `--fallback-model`: a turn whose request still fails after its retries on a rate limit, an overload or
// a server error (llm/fallback-worthy.ts decides which) is run again on the next fallback model, with
// that model's own edit format, weak and editor models, protocol and key (the switch `/model` makes,
// session-models.ts). Only while no reply of the turn has come back: then nothing of it was applied,
// and running it again repeats nothing. The session stays on the fallback model afterwards (the
// failing model is not tried again each turn); `/model` switches back.
import { Coder } from "../coders/base-coder.js";
import type { TurnResult } from "../coders/turn.js";
import { fallbackReason, fallbackWorthy } from "../llm/fallback-worthy.js";
import { switchedModels } from "./session-models.js";
import type { Session } from "./setup.js";

/** One switch, for the terminal line and the `fallback` event. */
export interface FallbackSwitch {
  from: string;
  to: string;
  /** "HTTP 529", "overloaded_error". */
  reason: string;
  editFormat: string;
  message: string;
}

/**
 * Runs the turn on the session's coder; on a failure worth a fallback, switches the session to the next
 * fallback model (said through `say`) and runs the turn again there, until one answers or the list ends
 * (then the last failure is thrown).
 */
export async function runWithFallback(
  session: Pick<Session, "coder" | "spend" | "resolveModel" | "settings">,
  run: (coder: Coder) => Promise<TurnResult>,
  say: (change: FallbackSwitch) => void,
): Promise<TurnResult> {
  for (;;) {
    const replies = session.spend.replies;
    try {
      return await run(session.coder);
    } catch (error) {
      const next = nextFallback(session);
      if (next === undefined || !fallbackWorthy(error) || session.spend.replies !== replies) throw error;
      const from = session.coder.options.model.name;
      const switched = switchedModels(session.resolveModel, session.coder, next);
      session.coder = Coder.create({ from: session.coder, ...switched });
      const to = switched.model.name;
      const reason = fallbackReason(error);
      const message =
        `${from} still failed after its retries (${reason}): going on with ${to} ` +
        `(edit format ${session.coder.editFormat}) for the rest of the session.`;
      say({ from, to, reason, editFormat: session.coder.editFormat, message });
    }
  }
}

/** The fallback model after the current one in `--fallback-model`'s order (the first one while the
 *  session is on its own model); undefined when none is left. */
function nextFallback(session: Pick<Session, "coder" | "resolveModel" | "settings">): string | undefined {
  const names = session.settings.values.fallbackModel;
  const current = session.coder.options.model.name;
  const at = names.findIndex((name) => session.resolveModel(name).name === current);
  return names.slice(at + 1).find((name) => session.resolveModel(name).name !== current);
}
