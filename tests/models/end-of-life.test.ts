// A model near or past its end-of-life gets one line naming the current model of its line; a model
// with no date, or a date months away, gets none. Pure: the date is passed in.
import { endOfLifeNotice } from "../../src/models/end-of-life";
import { END_OF_LIFE } from "../../src/models/end-of-life-data";
import { MODEL_TABLE } from "../../src/models/model-settings-data";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("endOfLifeNotice", () => {
  it("names the date and the current Sonnet two days before Sonnet 4.5 retires", () => {
    expect(endOfLifeNotice("claude-sonnet-4-5", day("2026-11-28"))).toBe(
      "claude-sonnet-4-5 reaches end-of-life on 2026-11-30; the current Sonnet is claude-sonnet-5-5 " +
        "(--model claude-sonnet-5-5)",
    );
  });

  it("says the date has passed once it has", () => {
    expect(endOfLifeNotice("claude-sonnet-4-5", day("2026-12-01"))).toBe(
      "claude-sonnet-4-5 reached end-of-life on 2026-11-30; the current Sonnet is claude-sonnet-5-5 " +
        "(--model claude-sonnet-5-5)",
    );
  });

  it("tells Opus 4.5 users within 90 days of 2027-01-22, not before", () => {
    expect(endOfLifeNotice("claude-opus-4-5", day("2026-11-28"))).toBe(
      "claude-opus-4-5 reaches end-of-life on 2027-01-22; the current Opus is claude-opus-5-5 " +
        "(--model claude-opus-5-5)",
    );
    expect(endOfLifeNotice("claude-opus-4-5", day("2026-09-01"))).toBeUndefined();
  });

  it("names the line's current model on that day: Sonnet 5 before Sonnet 5.5 came out", () => {
    expect(endOfLifeNotice("claude-sonnet-4-5", day("2026-09-02"))).toBe(
      "claude-sonnet-4-5 reaches end-of-life on 2026-11-30; the current Sonnet is claude-sonnet-5 " +
        "(--model claude-sonnet-5)",
    );
  });

  it("says nothing for a model with no date", () => {
    for (const name of ["claude-sonnet-5-5", "claude-haiku-4-5", "gpt-4o", "sonnet"]) {
      expect(endOfLifeNotice(name, day("2026-11-28"))).toBeUndefined();
    }
  });

  it("points every retiring model at a successor the table knows", () => {
    for (const entry of Object.values(END_OF_LIFE)) {
      expect(Object.keys(MODEL_TABLE)).toContain(entry.successor);
    }
  });
});
