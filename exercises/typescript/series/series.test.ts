import { test } from "node:test";
import * as assert from "node:assert/strict";
import { slices } from "./series";

test("ones", () => assert.deepEqual(slices("123", 1), ["1", "2", "3"]));
test("twos", () => assert.deepEqual(slices("35", 2), ["35"]));
test("threes", () => assert.deepEqual(slices("49142", 3), ["491", "914", "142"]));
test("too long", () =>
  assert.throws(() => slices("12", 3), { message: "slice length cannot be greater than series length" }));
test("zero", () => assert.throws(() => slices("12", 0), { message: "slice length must be positive" }));
