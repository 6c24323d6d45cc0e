/**
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "commonjs", "moduleResolution": "node"}}
 */
// The slow, end-to-end project (`npm run test:slow`, run by CI after `npm test`): the suites under
// tests/package, which pack a clean clone, install the tarball and run the installed kerf.
import type { Config } from "jest";
import base from "./jest.config";

const config: Config = {
  ...base,
  roots: ["<rootDir>/tests/package"],
  testPathIgnorePatterns: ["/node_modules/"],
  // One pack + install per commit, made before the suites start (it takes a minute or two).
  globalSetup: "<rootDir>/tests/package/global-setup.ts",
  testTimeout: 300_000,
};

export default config;
