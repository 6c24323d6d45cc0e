import { test } from "node:test";
import * as assert from "node:assert/strict";
import { clean } from "./phone-number";

test("punctuation", () => assert.equal(clean("(223) 456-7890"), "2234567890"));
test("country code", () => assert.equal(clean("+1 223.456.7890"), "2234567890"));
test("letters", () => assert.throws(() => clean("223-abc-7890"), { message: "Letters not permitted" }));
test("too short", () => assert.throws(() => clean("123456789"), { message: "Incorrect number of digits" }));
test("area code", () => assert.throws(() => clean("(023) 456-7890"), { message: "Invalid area code" }));
test("exchange code", () => assert.throws(() => clean("(223) 156-7890"), { message: "Invalid exchange code" }));
