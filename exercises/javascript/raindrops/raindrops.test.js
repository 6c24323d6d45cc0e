const test = require("node:test");
const assert = require("node:assert/strict");
const { convert } = require("./raindrops.js");

test("none", () => assert.equal(convert(34), "34"));
test("one", () => assert.equal(convert(21 * 0 + 9), "Pling"));
test("all three", () => assert.equal(convert(105), "PlingPlangPlong"));
test("two", () => assert.equal(convert(35), "PlangPlong"));
