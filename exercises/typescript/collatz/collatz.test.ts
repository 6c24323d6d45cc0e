import { test } from "node:test";
import * as assert from "node:assert/strict";
import { steps } from "./collatz";

test("one", () => assert.equal(steps(1), 0));
test("sixteen", () => assert.equal(steps(16), 4));
test("twelve", () => assert.equal(steps(12), 9));
test("zero", () => assert.throws(() => steps(0), { message: "Only positive integers are allowed" }));
