// The SM2 key pair of the open-source sign-in (POST /blade-auth/token): Saber encrypts the password with the public
// key its website.js holds, the server decrypts it with the private one. AUTH_SM2_PRIVATE_KEY when set (every
// instance must share it); otherwise a key the first start writes to DATA_DIR and later starts read back, like the
// token signing key. A random 256-bit number is a valid SM2 private key but for a chance of about 2^-32.
import path from 'node:path';
import smCrypto from 'sm-crypto';
import type { LoadedConfig } from '../../config.ts';
import { readOrCreateSecret } from '../../lib/secret-file.ts';

export const SM2_KEY_FILE = 'sm2-private-key';
const SM2_KEY_BYTES = 32;
/** sm-crypto's cipher mode 0: C1C2C3, what Saber's `doEncrypt(data, publicKey, 0)` writes. */
const C1C2C3 = 0;

export function withSm2Key(config: LoadedConfig, log: (line: string) => void): LoadedConfig & { sm2PrivateKey: string } {
  if (config.sm2PrivateKey) return { ...config, sm2PrivateKey: config.sm2PrivateKey };
  const file = path.join(config.dataDir, SM2_KEY_FILE);
  const { secret, created } = readOrCreateSecret(file, SM2_KEY_BYTES);
  if (created) log(`Generated an SM2 key pair for Saber sign-ins in ${file}; its public key: ${sm2PublicKey(secret)}`);
  return { ...config, sm2PrivateKey: secret.slice(0, SM2_KEY_BYTES * 2) };
}

/** The public key (uncompressed, 130 hex digits starting 04) a Saber console is configured with. */
export function sm2PublicKey(privateKey: string): string {
  return smCrypto.sm2.getPublicKeyFromPrivateKey(privateKey.slice(0, SM2_KEY_BYTES * 2));
}

/** The text Saber encrypted, or undefined when the cipher text is not one for this key (a wrong public key, junk). */
export function sm2Decrypt(cipherHex: string, privateKey: string): string | undefined {
  if (!/^[0-9a-fA-F]{194,}$/.test(cipherHex)) return undefined;
  try {
    const text = smCrypto.sm2.doDecrypt(cipherHex, privateKey, C1C2C3);
    return text || undefined;
  } catch {
    return undefined;
  }
}
