/**
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "commonjs", "moduleResolution": "node"}}
 */
// The slow, end-to-end project (`npm run test:slow`, run by CI after `npm test`): the suites listed in
// jest.slow-suites.ts — tests/package (a packed clean clone, installed and run), and the suites that
// drive real terminals, child CLIs and whole eval runs.
import type { Config } from "jest";
import base from "./jest.config";
import { SLOW_SUITES } from "./jest.slow-suites";

const config: Config = {
  ...base,
  roots: ["<rootDir>/tests"],
  testPathIgnorePatterns: ["/node_modules/"],
  testMatch: SLOW_SUITES.map((suite) =>
    suite.endsWith("/") ? `<rootDir>/${suite}**/*.test.ts` : `<rootDir>/${suite}`,
  ),
  // One pack + install per commit, made before the suites start (it takes a minute or two).
  globalSetup: "<rootDir>/tests/package/global-setup.ts",
  testTimeout: 300_000,
};

export default config;
