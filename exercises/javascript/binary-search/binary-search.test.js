const test = require("node:test");
const assert = require("node:assert/strict");
const { find } = require("./binary-search.js");

test("middle", () => assert.equal(find([1, 3, 4, 6, 8, 9, 11], 6), 3));
test("ends", () => {
  assert.equal(find([1, 3, 4, 6, 8, 9, 11], 1), 0);
  assert.equal(find([1, 3, 4, 6, 8, 9, 11], 11), 6);
});
test("missing", () => assert.throws(() => find([1, 3, 4], 2), { message: "Value not in array" }));
test("empty", () => assert.throws(() => find([], 1), { message: "Value not in array" }));
