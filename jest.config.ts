/**
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "commonjs", "moduleResolution": "node"}}
 */
// Jest configuration of `npm test`. ts-jest compiles the TypeScript sources; chalk and chokidar
// (ESM-only, with chokidar's readdirp) are transformed too. The suites in jest.slow-suites.ts are the slow project's.
import type { Config } from "jest";
import { SLOW_SUITES } from "./jest.slow-suites";

const config: Config = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  // Packing and installing kerf take minutes: those suites run in jest.slow.config.ts.
  testPathIgnorePatterns: ["/node_modules/", ...SLOW_SUITES.map((suite) => `<rootDir>/${suite}`)],
  transform: {
    "^.+\\.[tj]s$": [
      "ts-jest",
      { tsconfig: "<rootDir>/tsconfig.json", diagnostics: { ignoreCodes: [151002] } },
    ],
  },
  transformIgnorePatterns: ["/node_modules/(?!(chalk|chokidar|readdirp|@agentclientprotocol/sdk)/)"],
  moduleFileExtensions: ["ts", "js", "json"],
  // Sources import siblings as "./x.js" (nodenext); under jest those resolve to the .ts files.
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  testTimeout: 20000,
  // Most suites wait on git, child processes and loopback HTTP; two workers overlap that on 2 cores.
  maxWorkers: 2,
};

export default config;
