import { test } from "node:test";
import * as assert from "node:assert/strict";
import { sum } from "./sum-of-multiples";

test("three and five below ten", () => assert.equal(sum([3, 5], 10), 23));
test("counted once", () => assert.equal(sum([3, 5], 16), 60));
test("zero factor", () => assert.equal(sum([0, 7], 20), 21));
test("none", () => assert.equal(sum([], 1000), 0));
