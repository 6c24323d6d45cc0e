import { shapeRequest } from "../../src/llm/request-shape";
import type { ChatMessage } from "../../src/core/chat-types";

const messages: ChatMessage[] = [{ role: "user", content: "hi" }];

describe("shapeRequest", () => {
  it("streams with usage and temperature 0 by default", () => {
    expect(shapeRequest({ model: "m", messages })).toEqual({
      stream: true,
      body: { model: "m", messages, temperature: 0, stream: true, stream_options: { include_usage: true } },
    });
  });

  it.each([
    [undefined, 0.4, 0.4],
    [true, undefined, 0],
    [false, 0.4, undefined],
    [1, 0.4, 1],
  ])("useTemperature %p with request %p sends %p", (rule, requested, sent) => {
    const { body } = shapeRequest({
      model: "m",
      messages,
      temperature: requested,
      settings: { useTemperature: rule },
    });
    expect(body.temperature).toBe(sent);
    expect("temperature" in body).toBe(sent !== undefined);
  });

  it("merges settings extraParams, then request extraParams, and the stream flag wins", () => {
    const shaped = shapeRequest({
      model: "m",
      messages,
      stream: false,
      extraParams: { max_tokens: 10, stream: true },
      settings: { extraParams: { max_tokens: 5, top_p: 0.9, stream_options: { include_usage: false } } },
    });
    expect(shaped).toEqual({
      stream: false,
      body: { model: "m", messages, temperature: 0, max_tokens: 10, top_p: 0.9, stream: false },
    });
  });

  it("turns streaming off when the settings say so", () => {
    expect(shapeRequest({ model: "m", messages, stream: true, settings: { streaming: false } }).stream).toBe(
      false,
    );
  });
});
