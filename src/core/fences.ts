// The fences kerf offers a model and accepts back, in order of preference.
// Pure data plus a helper; the prompt layer picks one, every parser accepts all.

/** The strings that open and close a block of file text in a prompt or a reply. */
export interface Fence {
  open: string;
  close: string;
}

export const FENCES: readonly Fence[] = [
  { open: "```", close: "```" },
  { open: "````", close: "````" },
  { open: "<source>", close: "</source>" },
  { open: "<code>", close: "</code>" },
  { open: "<pre>", close: "</pre>" },
  { open: "<codeblock>", close: "</codeblock>" },
  { open: "<sourcecode>", close: "</sourcecode>" },
];

export const DEFAULT_FENCE: Fence = FENCES[0] as Fence;

/** The first fence whose open or close string starts no line of the given texts. */
export function chooseFence(texts: readonly string[]): Fence {
  const starts = (marker: string) =>
    texts.some((text) => text.split("\n").some((line) => line.trimStart().startsWith(marker)));
  return FENCES.find((fence) => !starts(fence.open) && !starts(fence.close)) ?? DEFAULT_FENCE;
}
