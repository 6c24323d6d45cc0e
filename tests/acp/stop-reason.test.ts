// A turn's end as the ACP stop reason, from the turn's result (and its architect's editor turn).
import { stopReasonOf } from "../../src/cli/acp/stop-reason";
import { Turn, type TurnResult } from "../../src/coders/turn";

const result = (changes: Partial<TurnResult> = {}): TurnResult => ({ ...new Turn("m").result, ...changes });

describe("stopReasonOf", () => {
  it.each<[string, Partial<TurnResult>, boolean, string]>([
    ["a finished turn", {}, false, "end_turn"],
    ["a person's no", { stopped: "declined", declined: ["a.py"] }, false, "end_turn"],
    ["a refusal", { stopped: "incomplete-reply", incomplete: "refusal" }, false, "refusal"],
    ["a content filter", { stopped: "incomplete-reply", incomplete: "content-filter" }, false, "refusal"],
    ["the output limit", { stopped: "incomplete-reply", incomplete: "length" }, false, "max_tokens"],
    ["the reflection limit", { stopped: "max-reflections" }, false, "max_turn_requests"],
    ["the request cap", { stopped: "request-limit" }, false, "max_turn_requests"],
    ["a cancel, whatever else", { stopped: "incomplete-reply", incomplete: "aborted" }, true, "cancelled"],
    [
      "the editor's refusal",
      { editor: result({ stopped: "incomplete-reply", incomplete: "refusal" }) },
      false,
      "refusal",
    ],
  ])("%s", (_name, changes, cancelled, expected) => {
    expect(stopReasonOf(result(changes), cancelled)).toBe(expected);
  });
});
