// The folder layering of src/, as data: rows top to bottom; a folder may import only folders on lower
// rows. Enforced by layers.test.ts and drawn in docs/architecture.md (walkthrough.test.ts compares).

export const LAYERS: readonly (readonly string[])[] = [
  ["cli"], // the executable; it hands plugins the public API
  ["index"], // src/index.ts, the public entry point
  ["eval", "mcp-server", "sessions"], // runEval: exercises through the coder per edit format, and the report; kerf mcp's tools; sessions: resume, /rewind
  ["coders"],
  ["chunks", "watch"], // watch: --watch-files' watcher and AI-comment requests
  ["repomap", "instructions"],
  ["git", "mcp-tools"], // the one git runner (with its time limit): the map's file listing uses it too; mcp-tools: MCP servers as tools
  ["formats"],
  ["prompts"],
  ["llm", "edits"],
  ["models"],
  ["trust"], // the one safe file reader and the trust records: anything that reads project files may use it
  ["core"],
];
