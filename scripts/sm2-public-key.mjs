#!/usr/bin/env node
// `npm run sm2-public-key`: the SM2 public key to put in a Saber console's website.js (auth.publicKey), derived from
// the server's private key: AUTH_SM2_PRIVATE_KEY, or the one the server keeps in DATA_DIR (default .data). The
// server also prints it when it makes the key, and shows it to administrators (GET /blade-auth/sm2/public-key).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import smCrypto from 'sm-crypto';

const file = path.resolve(process.env.DATA_DIR ?? '.data', 'sm2-private-key');
let privateKey = process.env.AUTH_SM2_PRIVATE_KEY;
if (!privateKey) {
  try {
    privateKey = readFileSync(file, 'utf8').trim();
  } catch {
    console.error(`No SM2 key yet: ${file} is made on the server's first start (or set AUTH_SM2_PRIVATE_KEY).`);
    process.exit(1);
  }
}
console.log(smCrypto.sm2.getPublicKeyFromPrivateKey(privateKey.slice(0, 64).toLowerCase()));
