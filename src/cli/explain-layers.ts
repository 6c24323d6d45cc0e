// `--show-prompts --explain`: every prompt layer of the next request as a table (source, roles,
// tokens, stability, cached prefix or not), then each layer's text. Formatting only.
import { messageText } from "../core/chat-message.js";
import type { PromptLayer } from "../chunks/prompt-layers.js";

export function explainLayers(layers: readonly PromptLayer[], cacheNote: string): string {
  const header = ["#", "layer", "role", "tokens", "cached", "stability", "source"];
  const rows = layers.map((layer, i) => [
    String(i + 1),
    layer.title,
    layer.roles.join("+"),
    String(layer.tokens),
    layer.beforeLastBreakpoint ? "yes" : "no",
    layer.stability,
    layer.source,
  ]);
  const widths = header.map((_, col) => Math.max(...[header, ...rows].map((row) => row[col]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, col) => (col === 3 ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
      .join("  ")
      .trimEnd();
  const total = layers.reduce((sum, layer) => sum + layer.tokens, 0);
  const cached = layers.filter((l) => l.beforeLastBreakpoint).reduce((sum, l) => sum + l.tokens, 0);
  const share = total === 0 ? 0 : Math.round((cached / total) * 100);
  const table = [
    line(header),
    ...rows.map(line),
    `${total} tokens; ${cached} (${share} %) before the last cache breakpoint. ${cacheNote}`,
  ];
  const texts = layers.flatMap((layer, i) =>
    layer.messages.map(
      (message, j) =>
        `── ${i + 1}. ${layer.title} · message ${j + 1} of ${layer.messages.length} · ${message.role} ──\n${messageText(message)}`,
    ),
  );
  return [...table, "", ...texts].join("\n");
}
