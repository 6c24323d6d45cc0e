const test = require("node:test");
const assert = require("node:assert/strict");
const { abbreviate } = require("./acronym.js");

test("basic", () => assert.equal(abbreviate("Portable Network Graphics"), "PNG"));
test("lower case words", () => assert.equal(abbreviate("Ruby on Rails"), "ROR"));
test("hyphens", () => assert.equal(abbreviate("Complementary metal-oxide semiconductor"), "CMOS"));
test("punctuation", () => assert.equal(abbreviate("The Road _Not_ Taken"), "TRNT"));
