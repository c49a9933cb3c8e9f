// The account a refused sign-in was for, when its grant names none (a passkey, a provider's one-time code): the
// sign-in learns it once it has found the user, and keeps it with the error for the sign-in log (auth-events.ts).
const attempted = new WeakMap<object, string>();

/** `error`, carrying `account` to the sign-in log. */
export function withAttemptedAccount<E>(error: E, account: string | null | undefined): E {
  if (account && typeof error === 'object' && error !== null) attempted.set(error, account);
  return error;
}

/** Runs the rest of a sign-in; an error it throws carries `account` to the sign-in log. */
export async function namingTheAccount<T>(account: string, rest: () => Promise<T>): Promise<T> {
  try {
    return await rest();
  } catch (error) {
    throw withAttemptedAccount(error, account);
  }
}

/** The account a refusal was named with, if any. */
export const attemptedAccountOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null ? attempted.get(error) : undefined;
