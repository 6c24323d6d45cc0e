// ESLint flat config: typescript-eslint recommended; only src/cli may print.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "dist-tools/", "node_modules/", "coverage/", "tests/fixtures/", "exercises/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    rules: {
      "no-console": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["examples/**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } },
  },
  {
    // Test servers run as plain Node child processes (tests/helpers/mcp-script-server.cjs).
    files: ["tests/**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { require: "readonly", process: "readonly", setInterval: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: [
      "src/cli/**/*.ts",
      "bench/**/*.ts",
      "demo/runner/**/*.ts",
      "scripts/**/*.ts",
      "tests/**/*.ts",
      "examples/**",
    ],
    rules: { "no-console": "off" },
  },
  {
    files: ["src/**/*.ts"],
    ignores: ["src/cli/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Only src/cli reads the environment." },
        { object: "process", property: "exit", message: "Only src/cli exits." },
      ],
    },
  },
);
