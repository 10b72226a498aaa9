import { rmSync } from 'node:fs';
import { PACT_DIR } from '@ws/contracts/pact';

/** Pact files merge by default: start every consumer run from an empty folder. */
export default function wipePacts() {
  rmSync(PACT_DIR, { recursive: true, force: true });
}
