// The words of an error body, in each provider's documented shape and a gateway's bare string.
import { wordsOf } from "../../src/llm/server-failure";

describe("wordsOf", () => {
  it("reads Anthropic's error body", () => {
    const body = {
      type: "error",
      error: { type: "overloaded_error", message: "Overloaded" },
      request_id: "r",
    };
    expect(wordsOf(body)).toEqual({ code: "overloaded_error", message: "Overloaded" });
  });

  it("reads OpenAI's error body, preferring the specific code to the type", () => {
    const body = {
      error: {
        message: "Too long.",
        type: "invalid_request_error",
        param: "messages",
        code: "context_length_exceeded",
      },
    };
    expect(wordsOf(body)).toEqual({ code: "context_length_exceeded", message: "Too long." });
    const untyped = { error: { message: "Bad.", type: "invalid_request_error", param: null, code: null } };
    expect(wordsOf(untyped)).toEqual({ code: "invalid_request_error", message: "Bad." });
  });

  it("reads a Responses error event and a response's error object", () => {
    expect(wordsOf({ type: "error", code: "server_error", message: "Oops", param: null })).toEqual({
      code: "server_error",
      message: "Oops",
    });
    expect(wordsOf({ code: "invalid_prompt", message: "Flagged." })).toEqual({
      code: "invalid_prompt",
      message: "Flagged.",
    });
  });

  it("reads a gateway's numeric code and bare string", () => {
    expect(wordsOf({ error: { code: 502, message: "Upstream down" } })).toEqual({
      code: "502",
      message: "Upstream down",
    });
    expect(wordsOf({ error: "rate limited" })).toEqual({ message: "rate limited" });
    expect(wordsOf({ detail: "Not Found" })).toEqual({ message: "Not Found" });
  });

  it("finds nothing in a body that explains nothing", () => {
    expect(wordsOf({ type: "error" })).toBeUndefined();
    expect(wordsOf(null)).toBeUndefined();
    expect(wordsOf("  ")).toBeUndefined();
  });
});
