// The password policy, one rule for the console (checked before it hashes) and the API (wherever the password itself
// arrives: a user created with a password, Saber's password change). Where only the md5 of a password arrives (the
// console's and BladeX's password changes), the API can still compare it with the md5 of every deny-listed password,
// but not count its characters: an md5-only client that skips the length check gets a short password through.

/** The fewest characters a password may have. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Passwords guessed first (the most common of public leak lists, keyboard runs, the product's own trial accounts).
 * Compared without case and without surrounding spaces. Short ones are listed too: the md5 comparison of md5-only
 * clients has only this list to go on.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '1', '12', '123', '1234', '12345', '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789',
  '0', '00', '000', '0000', '00000', '000000', '0000000', '00000000', '111111', '1111111', '11111111', '111111111',
  '222222', '22222222', '333333', '33333333', '444444', '555555', '55555555', '666666', '66666666', '777777',
  '77777777', '888888', '88888888', '999999', '99999999', '121212', '123123', '123123123', '123321', '654321',
  '87654321', '987654321', '112233', '11223344', '123654', '147258', '147258369', '159753', '159357', '5201314',
  '520520', '1314520', '12344321', '123qwe', '123qweasd', 'qwe123', 'qweasd', 'qweasdzxc', 'qwerty', 'qwerty123',
  'qwertyuiop', 'qwer1234', '1qaz2wsx', '1q2w3e4r', '1q2w3e4r5t', '1qazxsw2', 'zaq12wsx', 'asdfgh', 'asdfghjkl',
  'asd123', 'zxcvbn', 'zxcvbnm', 'a123456', 'a12345678', 'aa123456', 'abc123', 'abc12345', 'abc123456', 'abcd1234',
  'abcdef', 'abcdefg', 'abcdefgh', 'aaaaaa', 'aaaaaaaa', 'password', 'password1', 'password123', 'passw0rd',
  'p@ssw0rd', 'p@ssword', 'pass1234', 'admin', 'admin1', 'admin12', 'admin123', 'admin1234', 'admin12345',
  'admin123456', 'admin@123', 'administrator', 'root', 'root123', 'root1234', 'toor', 'test', 'test123', 'test1234',
  'guest', 'user', 'user123', 'hr', 'manager', 'boss', 'blade', 'bladex', 'blade123', 'saber', 'sword', 'welcome',
  'welcome1', 'changeme', 'letmein', 'iloveyou', 'woaini', 'woaini1314', 'monkey', 'dragon', 'master', 'sunshine',
  'princess', 'football', 'baseball', 'shadow', 'superman', 'michael', 'trustno1', 'secret', 'default', 'login',
  'hello123', 'qq123456', 'wang1234', 'zhang123',
];

const COMMON = new Set(COMMON_PASSWORDS);

/** What is wrong with a password the person typed: `tooShort`, `common`, or null when it may be used. */
export function passwordProblem(password: string): 'tooShort' | 'common' | null {
  if (COMMON.has(password.trim().toLowerCase())) return 'common';
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'tooShort';
  return null;
}

/** The spellings of a deny-listed password whose md5 the API refuses (as typed, upper case, capitalised). */
export function commonPasswordSpellings(): string[] {
  return [...new Set(COMMON_PASSWORDS.flatMap((p) => [p, p.toUpperCase(), p.charAt(0).toUpperCase() + p.slice(1)]))];
}
