// The part of sm-crypto (SM2 as Saber uses it) the server calls; the package ships no types.
declare module 'sm-crypto' {
  const smCrypto: {
    sm2: {
      /** Cipher mode 1 = C1C3C2 (default), 0 = C1C2C3; '' when the text is not one for this key. */
      doDecrypt(cipherHex: string, privateKeyHex: string, cipherMode?: 0 | 1): string;
      doEncrypt(text: string, publicKeyHex: string, cipherMode?: 0 | 1): string;
      getPublicKeyFromPrivateKey(privateKeyHex: string): string;
      generateKeyPairHex(): { privateKey: string; publicKey: string };
    };
  };
  export default smCrypto;
}
