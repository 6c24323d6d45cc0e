// The one shared set of few-shot tasks: a request, the files it is about and the intended edits.
// Data only: examples.ts renders them into each format, and a test proves each rendering parses back.
import type { Edit } from "../edits/edit.js";

export interface ExampleFile {
  path: string;
  content: string;
}

export interface ExampleTask {
  request: string;
  files: readonly ExampleFile[];
  /** What the assistant says before its edits. */
  answer: string;
  /**
   * `replace` edits only (search "" on a path not in `files` creates it); formats derive the rest.
   * `anchors` are the patch format's `@@` lines; the other formats drop them.
   */
  edits: readonly Edit[];
}

const CART = `from decimal import Decimal


class Cart:
    def __init__(self):
        self.items = []

    def add(self, name, price):
        self.items.append((name, price))

    def total(self):
        total = 0
        for _name, price in self.items:
            total += price
        return total
`;

const REPORT = `export function formatReport(rows: string[][]): string {
  return rows.map((row) => row.map(pad).join(" | ")).join("\\n");
}

function pad(cell: string): string {
  return cell.padEnd(12);
}
`;

export const EXAMPLE_TASKS: readonly ExampleTask[] = [
  {
    request: "Let Cart.add() take a quantity, and make total() return a Decimal rounded to cents.",
    files: [{ path: "shop/cart.py", content: CART }],
    answer: "add() gets a `quantity` parameter that defaults to 1, and total() sums Decimals and rounds.",
    edits: [
      {
        kind: "replace",
        path: "shop/cart.py",
        search: "    def add(self, name, price):\n        self.items.append((name, price))\n",
        replace:
          "    def add(self, name, price, quantity=1):\n        self.items.append((name, price * quantity))\n",
        blockIndex: 0,
      },
      {
        kind: "replace",
        path: "shop/cart.py",
        search:
          "        total = 0\n        for _name, price in self.items:\n            total += price\n" +
          "        return total\n",
        replace:
          '        total = sum((price for _name, price in self.items), Decimal("0"))\n' +
          '        return total.quantize(Decimal("0.01"))\n',
        anchors: ["class Cart:", "    def total(self):"],
        blockIndex: 1,
      },
    ],
  },
  {
    request: "Move pad() into its own file, src/pad.ts.",
    files: [{ path: "src/report.ts", content: REPORT }],
    answer: "I'll create src/pad.ts with pad(), import it in src/report.ts and remove the old copy.",
    edits: [
      {
        kind: "replace",
        path: "src/pad.ts",
        search: "",
        replace: "export function pad(cell: string): string {\n  return cell.padEnd(12);\n}\n",
        blockIndex: 0,
      },
      {
        kind: "replace",
        path: "src/report.ts",
        search: "export function formatReport(rows: string[][]): string {\n",
        replace: 'import { pad } from "./pad";\n\nexport function formatReport(rows: string[][]): string {\n',
        blockIndex: 1,
      },
      {
        kind: "replace",
        path: "src/report.ts",
        search:
          '  return rows.map((row) => row.map(pad).join(" | ")).join("\\n");\n}\n\n' +
          "function pad(cell: string): string {\n  return cell.padEnd(12);\n}\n",
        replace: '  return rows.map((row) => row.map(pad).join(" | ")).join("\\n");\n}\n',
        blockIndex: 2,
      },
    ],
  },
];
