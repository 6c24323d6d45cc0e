// Per-format fixtures for the contract suite: how each format expresses "change this text" and "create
// this file". The suite itself (contract.test.ts) is the same for every format.
import type { Edit } from "../../src/edits/edit";
import { replaceEdit, writeEdit } from "../helpers/edit-builders";

export interface ContractFixture {
  /** The edit that turns `before` (a part of the file, or the whole file) into `after`. */
  change(path: string, before: string, after: string, whole: { before: string; after: string }): Edit;
  create(path: string, content: string): Edit;
}

const searchReplace: ContractFixture = {
  change: (path, before, after) => replaceEdit(path, before, after, 0),
  create: (path, content) => replaceEdit(path, "", content, 0),
};

export const CONTRACT_FIXTURES: Readonly<Record<string, ContractFixture>> = {
  diff: searchReplace,
  "diff-fenced": searchReplace,
  udiff: searchReplace,
  whole: {
    change: (path, _before, _after, whole) => writeEdit(path, whole.after, 0),
    create: (path, content) => writeEdit(path, content, 0),
  },
  patch: {
    change: (path, before, after) => replaceEdit(path, before, after, 0),
    create: (path, content) => writeEdit(path, content, 0),
  },
  // The tool-call formats' text twins (edits a model writes into its reply text instead of calling).
  "patch-tool": {
    change: (path, before, after) => replaceEdit(path, before, after, 0),
    create: (path, content) => writeEdit(path, content, 0),
  },
  "edit-tool": searchReplace,
};
