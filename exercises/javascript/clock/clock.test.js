const test = require("node:test");
const assert = require("node:assert/strict");
const { Clock } = require("./clock.js");

test("prints", () => assert.equal(new Clock(8, 5).toString(), "08:05"));
test("rolls over", () => {
  assert.equal(new Clock(25, 0).toString(), "01:00");
  assert.equal(new Clock(0, -1).toString(), "23:59");
  assert.equal(new Clock(-25, -160).toString(), "20:20");
});
test("adds and subtracts", () => {
  assert.equal(new Clock(23, 59).plus(2).toString(), "00:01");
  assert.equal(new Clock(0, 3).minus(4).toString(), "23:59");
});
test("equality", () => assert.equal(new Clock(15, 37).equals(new Clock(-9, 37)), true));
