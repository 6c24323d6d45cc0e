const test = require("node:test");
const assert = require("node:assert/strict");
const { findAnagrams } = require("./anagram.js");

test("no match", () => assert.deepEqual(findAnagrams("diaper", ["hello", "world"]), []));
test("several", () =>
  assert.deepEqual(findAnagrams("listen", ["enlists", "google", "inlets", "banana", "Silent"]), ["inlets", "Silent"]));
test("not itself", () => assert.deepEqual(findAnagrams("banana", ["Banana", "BANANA", "ananab"]), ["ananab"]));
