import { ensureBuilt } from '../../scripts/lib/build.mjs';

export default function setup() {
  ensureBuilt({ quiet: true });
}
