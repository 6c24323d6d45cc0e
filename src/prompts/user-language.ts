// Resolves the language replies should be written in: an explicit setting, else the locale variables.
// Pure: the caller passes the environment map; this module never reads the process environment.

const LOCALE_VARIABLES = ["LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"] as const;

export interface UserLanguageInput {
  /** The user's setting, used as written ("French", "pt-BR"). */
  explicit?: string | null;
  env?: Readonly<Record<string, string | undefined>>;
}

/** "fr_FR.UTF-8" → "fr-FR"; C and POSIX locales say nothing about the user, so they give null. */
export function localeCode(value: string): string | null {
  const first = value.split(":")[0] ?? "";
  const code = first.split(".")[0]?.split("@")[0]?.trim() ?? "";
  if (code === "" || code === "C" || code === "POSIX") return null;
  return code.replace(/_/g, "-");
}

/** English name of a locale code ("fr-FR" → "French (France)"), or the code when ICU does not know it. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language", languageDisplay: "standard" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Explicit setting → LANG / LC_ALL / LC_MESSAGES / LANGUAGE (C and POSIX ignored) → null. */
export function resolveUserLanguage(input: UserLanguageInput): string | null {
  const explicit = input.explicit?.trim();
  if (explicit) return explicit;
  for (const name of LOCALE_VARIABLES) {
    const value = input.env?.[name];
    const code = value ? localeCode(value) : null;
    if (code) return languageName(code);
  }
  return null;
}
