import { childEnv } from "../../demo/runner/demo-env";

describe("childEnv", () => {
  const env = {
    PATH: "/usr/bin",
    OPENAI_API_KEY: "sk-real",
    OPENAI_BASE_URL: "https://example.invalid/v1",
    KERF_EDIT_FORMAT: "whole",
    XDG_CONFIG_HOME: "/home/me/.config",
    HOME: "/home/me",
    FORCE_COLOR: "3",
    UNSET: undefined,
  };

  it("drops endpoint, kerf and config-home variables, and points HOME at the demo's own home", () => {
    expect(childEnv(env, { home: "/tmp/demo/home", color: false })).toEqual({
      PATH: "/usr/bin",
      HOME: "/tmp/demo/home",
      GIT_CONFIG_NOSYSTEM: "1",
    });
  });

  it("forces colour for a terminal unless NO_COLOR is set", () => {
    expect(childEnv({ PATH: "/bin" }, { home: "/h", color: true })).toEqual({
      PATH: "/bin",
      HOME: "/h",
      GIT_CONFIG_NOSYSTEM: "1",
      FORCE_COLOR: "1",
    });
    expect(childEnv({ NO_COLOR: "1" }, { home: "/h", color: true })).toEqual({
      NO_COLOR: "1",
      HOME: "/h",
      GIT_CONFIG_NOSYSTEM: "1",
    });
  });
});
