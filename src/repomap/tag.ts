// The tag record shared by tag extraction, the cache, ranking and rendering. Pure types.

/** A definition or reference of a name in one file, found by a tags query. */
export interface Tag {
  name: string;
  kind: "def" | "ref";
  /** What was found: function, method, class, interface, type, enum, module, constant, call, import, … */
  category: string;
  /** 0-based line of the name. */
  line: number;
  /** 0-based header lines of the definitions that enclose this tag, outermost first (defs only). */
  scopeLines?: number[];
}

/** Everything the map keeps of one file between runs. */
export interface FileTags {
  path: string;
  tags: Tag[];
  /** The file's lines that tags point at (def lines and their scope headers), by 0-based line. */
  lines: Record<number, string>;
}
