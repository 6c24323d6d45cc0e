// YAML text to a value, with the `yaml` package loaded on the first call: most starts read no YAML
// file at all, and loading the parser costs ~35 ms of a warm start (bench first-prompt).

/** `yaml`'s parse: throws its own error on invalid YAML. */
export function parseYaml(text: string): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parse } = require("yaml") as typeof import("yaml");
  return parse(text) as unknown;
}
