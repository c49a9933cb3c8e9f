// Who can sign in after the first start. DEMO=true: the trial accounts (admin/admin, hr/hr, manager/manager,
// boss/boss) for a throwaway trial and the test tiers. Otherwise only the administrator, with ADMIN_PASSWORD or a
// generated password printed once and kept in DATA_DIR/admin-password (mode 600) until it is changed; the staff
// roles and their menus exist, their trial accounts do not. Production refuses to start while a trial account still
// has its trial password, which every copy of this software knows.
import { USERS } from '@blade/prisma/seed/core-data.ts';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.ts';
import type { Db } from '../db/prisma.ts';
import { generatePassword } from '../modules/auth/first-password.ts';
import type { Passwords } from '../modules/auth/password.ts';
import { md5Hex } from '../modules/auth/password.ts';

/** The file in DATA_DIR that holds a generated first administrator password until it is changed. */
export const FIRST_ADMIN_PASSWORD_FILE = 'admin-password';
/** The seeded administrator (tenant 000000's `admin`). */
export const SEEDED_ADMIN_ID = USERS.find((u) => u.account === 'admin')!.id;

/**
 * The accounts the core seed creates: `trial` every seeded account with its name as password; otherwise the
 * administrator alone with `adminPassword`, to be changed at the first sign-in when it was generated.
 */
export type SeedAccounts = { trial: true } | { trial: false; adminPassword: string; generated: boolean };

const fileOf = (dataDir: string) => path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE);

/** Reads the generated password a start before kept (one that stopped before seeding), or makes and keeps one. */
function readOrCreatePasswordFile(file: string): { password: string; created: boolean } {
  if (existsSync(file)) return { password: readFileSync(file, 'utf8').trim(), created: false };
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const password = generatePassword();
  // Created with mode 600 in one step: nobody else ever reads it, not even between creation and a chmod.
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, `${password}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return { password, created: true };
}

/**
 * The accounts of a first start (`coreSeeded`: the core seed ran before, nothing to choose). A generated password is
 * printed here, the one time it is shown.
 */
export function seedAccounts(
  config: { demo: boolean; adminPassword: string | undefined; dataDir: string },
  coreSeeded: boolean,
  log: (line: string) => void,
): SeedAccounts | undefined {
  if (coreSeeded) return undefined;
  if (config.demo) return { trial: true };
  if (config.adminPassword) return { trial: false, adminPassword: config.adminPassword, generated: false };
  const file = fileOf(config.dataDir);
  const { password, created } = readOrCreatePasswordFile(file);
  if (created) log(`The administrator's first password (account admin, tenant 000000): ${password}`);
  log(`It is kept in ${file} (readable by this user only) until you change it at the first sign-in`);
  return { trial: false, adminPassword: password, generated: true };
}

/** Removes the kept first password: its holder chose their own (or an administrator set another). */
export function forgetFirstAdminPassword(dataDir: string): void {
  rmSync(fileOf(dataDir), { force: true });
}

/** At start: a kept first password that no longer signs the administrator in was changed elsewhere; it goes. */
export async function forgetChangedFirstAdminPassword(db: Db, passwords: Passwords, dataDir: string): Promise<void> {
  const file = fileOf(dataDir);
  if (!existsSync(file)) return;
  const admin = await db.user.findFirst({ where: { id: SEEDED_ADMIN_ID, isDeleted: 0 }, select: { password: true } });
  const kept = readFileSync(file, 'utf8').trim();
  if (!admin || !(await passwords.check(md5Hex(kept), admin.password)).matches) forgetFirstAdminPassword(dataDir);
}

/** The seeded trial accounts that still have their trial password (their name). */
export async function accountsWithTrialPasswords(db: Db, passwords: Passwords): Promise<string[]> {
  // By id and the seeded name: an account renamed since keeps the password it was seeded with.
  const trial = new Map(USERS.map((u) => [u.id, u.account]));
  const rows = await db.user.findMany({
    where: { id: { in: [...trial.keys()] }, isDeleted: 0 },
    select: { id: true, account: true, password: true },
  });
  const still: string[] = [];
  for (const row of rows) if ((await passwords.check(md5Hex(trial.get(row.id)!), row.password)).matches) still.push(row.account);
  return still.sort();
}

/** The refusal of a production start while trial passwords are in place: one line, for the operator. */
export const trialPasswordsRefusal = (accounts: string[]) =>
  new ConfigError(
    `Refusing to start in production: the trial account(s) ${accounts.join(', ')} of tenant 000000 still have their trial password (the account name); change or remove them first`,
  );
