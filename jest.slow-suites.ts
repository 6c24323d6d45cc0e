// The suites that run in the slow, end-to-end jest project (`npm run test:slow`, which CI runs after
// `npm test`) instead of the contributor's `npm test`: each one starts real CLI processes, terminals,
// packs or whole eval runs, and together they took over a third of the suite's time. One list, read by
// both configs, so a suite is in exactly one of them.
export const SLOW_SUITES: readonly string[] = [
  "tests/package/",
  "tests/readme-examples.test.ts",
  "tests/cli/commit-identity.test.ts",
  "tests/cli/decline.test.ts",
  "tests/cli/run-flags.test.ts",
  "tests/cli/git-attribution.test.ts",
  "tests/cli/startup-git.test.ts",
  "tests/cli/finish-process.test.ts",
  "tests/cli/plugin-esm.test.ts",
  "tests/cli/tool-formats.test.ts",
  "tests/coders/tool-call-coders.test.ts",
  "tests/demo/demo.test.ts",
  "tests/cli/repl/session-pty.test.ts",
  "tests/cli/repl/history-pty.test.ts",
  "tests/cli/repl/reply-pty.test.ts",
  "tests/cli/repl/mode-pty.test.ts",
  "tests/eval/run-eval.test.ts",
  "tests/eval/resume-shard.test.ts",
  "tests/eval/bundled-exercises.test.ts",
  "tests/eval/eval-interrupt.test.ts",
  "tests/security/signals.test.ts",
  "tests/security/fifo-entry-points.test.ts",
  "tests/security/git-timeout.test.ts",
];
