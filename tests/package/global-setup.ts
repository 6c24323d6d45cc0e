// Jest global setup of the slow project: packs and installs kerf once before the suites start, so
// they share one build instead of racing to make their own (installedKerf caches it by commit).
import { installedKerf } from "./installed-kerf";

export default function globalSetup(): void {
  installedKerf();
}
