const test = require("node:test");
const assert = require("node:assert/strict");
const { flatten } = require("./flatten-array.js");

test("flat stays", () => assert.deepEqual(flatten([0, 1, 2]), [0, 1, 2]));
test("deep", () => assert.deepEqual(flatten([1, [2, [3, [4, [5]]]], 6]), [1, 2, 3, 4, 5, 6]));
test("no nulls", () => assert.deepEqual(flatten([null, [[[null]]], 0, [undefined, 2]]), [0, 2]));
