// What looks like a secret: file names of secret stores (.env*, *.pem, *.key, id_*, .npmrc, …) and
// credential shapes in text (OpenAI, Anthropic, AWS, GitHub, Slack, private-key blocks). Pure data and
// matching; the callers decide what to skip, ask or mask (secret-mask.ts masks).

const SECRET_NAMES: readonly RegExp[] = [
  /^\.env($|\.)/i,
  /\.(pem|key|p12|pfx|jks|keystore|kdbx|ovpn|asc|gpg)$/i,
  /^id_(rsa|dsa|ecdsa|ed25519)(\.pub)?$/i,
  /^\.(npmrc|pypirc|netrc|pgpass|git-credentials|htpasswd)$/i,
  /^(credentials|secrets?)(\.(json|ya?ml|toml|ini|txt))?$/i,
  /^\.dockercfg$/i,
];
/** Folders whose files are credentials whatever their names. */
const SECRET_DIRS: readonly RegExp[] = [/^\.ssh$/i, /^\.aws$/i, /^\.gnupg$/i, /^\.docker$/i];

export function isSecretPath(rel: string): boolean {
  const parts = rel.split(/[\\/]/);
  const name = parts.at(-1) ?? "";
  if (name === "config.json") return parts.some((part) => /^\.docker$/i.test(part));
  if (/^\.env\.(example|sample|template|dist)$/i.test(name)) return false;
  return (
    SECRET_NAMES.some((re) => re.test(name)) ||
    parts.slice(0, -1).some((p) => SECRET_DIRS.some((re) => re.test(p)))
  );
}

/** Credential shapes masked in printed diffs and in commit-message and summary requests. */
export const CREDENTIAL_PATTERNS: readonly RegExp[] = [
  /\bsk-ant-[A-Za-z0-9_-]{20,}/g,
  /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g,
  /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g,
  /\bgh[pousr]_[A-Za-z0-9]{30,}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{40,}\b/g,
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
  /\bAIza[0-9A-Za-z_-]{35}\b/g,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
];
