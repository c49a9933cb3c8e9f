// The key tokens are signed with. JWT_SECRET when set (required in production, where every instance must share
// it); otherwise a random key the first start writes to DATA_DIR and later starts read back, so a trial install
// never signs with a key anyone else knows and its tokens survive a restart.
import path from 'node:path';
import type { LoadedConfig } from '../../config.ts';
import { readOrCreateSecret } from '../../lib/secret-file.ts';

/** The key file's name in DATA_DIR. */
export const SIGNING_KEY_FILE = 'jwt-secret';
/** 512 bits, the size of an HS512 block. */
const SIGNING_KEY_BYTES = 64;

export function withSigningKey<C extends LoadedConfig>(config: C, log: (line: string) => void): C & { jwtSecret: string } {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const file = path.join(config.dataDir, SIGNING_KEY_FILE);
  const { secret, created } = readOrCreateSecret(file, SIGNING_KEY_BYTES);
  if (created) log(`Generated a token signing key in ${file} (back it up with the data; set JWT_SECRET to use your own)`);
  return { ...config, jwtSecret: secret };
}
