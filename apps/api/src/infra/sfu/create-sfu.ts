import type { Config } from '../../config';
import { JanusSfu } from './janus-sfu';
import type { Sfu } from './sfu';

/** The configured SFU (JANUS_URL), or none: every room is then a mesh. */
export function createSfu(config: Config): Sfu | null {
  if (!config.sfu) return null;
  return new JanusSfu(config.sfu, config.tokenEncryptionKey);
}
