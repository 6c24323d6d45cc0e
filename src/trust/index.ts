// The trust module's API: the bounded safe reader, the trust records and the gate, and the
// classification of settings. Everything that reads a user's file or honours a project setting asks here.
export { READ_LIMITS, formatBytes, shortBytes, type ReadKind } from "./read-limits.js";
export { refusalReason } from "./refusal-reason.js";
export { fileKind } from "./file-kind.js";
export { ownFileRefusal, stateDirRefusal } from "./own-write-target.js";
export {
  readSafe,
  readSafeIfPresent,
  readSafeIfPresentSync,
  readSafeSync,
  type SafeReadOptions,
} from "./safe-read.js";
export { SafeReadError, type SafeReadCode } from "./safe-read-error.js";
export { isInside, insideAny, realOrResolved } from "./inside-roots.js";
export { escapeControl, hasControl } from "./escape-control.js";
export { stripControl, stripControlDeep, stripControlKeepColour } from "./terminal-text.js";
export { isSecretPath, CREDENTIAL_PATTERNS } from "./secret-files.js";
export { MASK, maskDeep, maskKeys, maskSecrets, StreamMasker } from "./secret-mask.js";
export { TrustStore, TRUST_FILE, contentHash, type TrustRecord } from "./trust-store.js";
export {
  TrustGate,
  untrustedWarning,
  type IgnoredKey,
  type TrustGateOptions,
  type UntrustedFile,
} from "./trust-gate.js";
export {
  POWERFUL_KEYS,
  POWERFUL_MODEL_FIELDS,
  POWERFUL_VALUE_SHAPES,
  powerfulModelField,
  powerfulReason,
  type SettingContext,
} from "./setting-kinds.js";
export {
  readStateFile,
  setAsideStateEntry,
  type StateFileKind,
  type StateFileOptions,
  type StateRead,
} from "./state-file.js";
export { acquirePidLock, type LockHolder, type PidLock, type PidLockSpec } from "./pid-lock.js";
