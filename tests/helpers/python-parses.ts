// Test helper: whether python3 compiles a source text (ast.parse), so a result with an
// IndentationError or TabError fails the test that writes it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function pythonParses(source: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), "kerf-python-"));
  try {
    const file = join(dir, "module.py");
    writeFileSync(file, source);
    const check = "import ast,sys; ast.parse(open(sys.argv[1]).read())";
    execFileSync("python3", ["-c", check, file], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
