// The authenticator app's codes (TOTP, RFC 6238: six digits, 30-second steps, SHA-1, as every app reads an otpauth
// URI without parameters), through otplib. A code of the step before or after the server's is accepted, for clocks
// a little apart; a code of a step already used, or of an earlier one, is not (replay).
import { generateSecret, generateURI, verify } from 'otplib';

const PERIOD_SECONDS = 30;
/** One step either side of now. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI an app scans: `issuer` names the product, `account` the user (account@tenant). */
export const totpUri = (secret: string, issuer: string, account: string): string => generateURI({ issuer, label: account, secret });

/**
 * The time step of `code` when it is a current code of `secret` newer than `lastStep`; undefined otherwise.
 * `epochSeconds`: the server's time (tests pass none).
 */
export async function totpStep(secret: string, code: string, lastStep: bigint | null, epochSeconds?: number): Promise<number | undefined> {
  if (!isTotpCode(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: Number(lastStep) }),
    ...(epochSeconds === undefined ? {} : { epoch: epochSeconds }),
  });
  // A TOTP check answers its time step (the HOTP half of otplib's union has none).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
