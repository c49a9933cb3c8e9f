// Builds the application's services once per app: the one place where they are wired together.
import type { AppConfig } from './config.ts';
import { createCache } from './core/cache.ts';
import { createBladeDates } from './core/blade-dates.ts';
import { createInFlight } from './core/in-flight.ts';
import type { Db } from './db/prisma.ts';
import { UNCACHED_MODELS } from './db/model-traits.ts';
import { createCaptchaService } from './modules/auth/captcha.service.ts';
import { createCurrentUser } from './modules/auth/current-user.ts';
import { listenForCacheChanges } from './db/sql/cache-listener.ts';
import { createSqlReader } from './db/sql/sql-reader.ts';
import { createLoginLockout } from './db/sql/login-lockout.ts';
import { createSecondFactor } from './modules/auth/second-factor/second-factor.service.ts';
import { createSecretBox } from './modules/auth/second-factor/secret-box.ts';
import { createTokenService } from './modules/auth/token.service.ts';
import { createPasskeyChallenges } from './modules/auth/passkeys/passkey-challenges.ts';
import { createPasskeys } from './modules/auth/passkeys/passkey.service.ts';
import { createMenuService } from './modules/system/menu/menu.service.ts';
import { createDataScopeService } from './modules/system/scope/data-scope.service.ts';
import { createDictLabels } from './modules/system/dict/dict-labels.ts';
import type { AuthUser } from './lib/request-context.ts';
import { createParamService } from './modules/system/param/param.service.ts';
import { createRegisterGuest } from './modules/system/user/register-guest.service.ts';
import { createUnlockUsers } from './modules/system/user/unlock.service.ts';
import { createLogService } from './modules/log/log.service.ts';
import { createOutboundGuard } from './core/outbound/outbound-guard.ts';
import { createOidcConfigs } from './modules/auth/oidc/oidc-config.ts';
import { createOidcFlow } from './modules/auth/oidc/oidc-flow.ts';
import { createOidcTickets } from './modules/auth/oidc/oidc-tickets.ts';
import { createPasswords } from './modules/auth/password.ts';
import { createPlatformCatalog } from './modules/develop/platform-catalog.ts';
import type { CrudDeps, ExportSource } from './core/crud/crud-service.ts';

export function createServices(db: Db, config: AppConfig, options: { databaseUrl: string; log: (e: unknown) => void }) {
  const cache = createCache();
  // Writes through this process drop its caches at once; writes anywhere reach every process through NOTIFY. Writes
  // to tables no cache reads (logs, workflow runs) leave them: before, every request log batch and every workflow
  // step emptied them, and the next requests reloaded users, menus and grants.
  db.$onWrite((model) => {
    if (!UNCACHED_MODELS.has(model)) cache.clear();
  });
  const listener = listenForCacheChanges(options.databaseUrl, () => cache.clear(), options.log);
  const sql = createSqlReader(options.databaseUrl, { onError: options.log });
  const params = createParamService(db, cache);
  const captcha = createCaptchaService(sql);
  const lockout = createLoginLockout(sql);
  const menus = createMenuService(db, cache);
  const dates = createBladeDates(config.timeZone);
  const dataScopes = createDataScopeService(db, cache);
  const logs = createLogService(db, sql, config, { onError: options.log });
  const dictLabels = createDictLabels(db, cache);
  const passwords = createPasswords(config.passwordHashCost);
  const secondFactor = createSecondFactor({
    db,
    params,
    passwords,
    box: createSecretBox(config.secretKey ?? config.jwtSecret, [config.jwtSecret]),
  });
  const passkeys = createPasskeys({ db, params, challenges: createPasskeyChallenges(db) });
  const outbound = createOutboundGuard({ allow: config.outboundAllow, log: options.log });
  const oidcTickets = createOidcTickets(db);
  const oidcConfigs = createOidcConfigs(outbound);
  return {
    db,
    config,
    cache,
    currentUser: createCurrentUser(db, sql, cache, options.log),
    /** Stops listening for invalidations (the pool is the caller's to close). */
    close: async () => {
      await listener.close();
      await logs.close();
      await sql.end();
    },
    /** Raw parameterised reads for the hottest lists (db/sql/sql-reader.ts). */
    sql,
    inFlight: createInFlight(),
    dates,
    dataScopes,
    dictLabels,
    /** What the CRUD factory needs of the rest of the app. */
    crudDeps: {
      exportable: new Map<string, ExportSource>(),
      dictLabels,
      db,
      dates,
      can: (user: AuthUser, code: string) => menus.hasPermission(user, code),
      dataScopeWhere: (user, resource, fields) => dataScopes.whereFor(user, resource, fields),
    } satisfies CrudDeps,
    params,
    /** Password hashing at the configured bcrypt cost (PASSWORD_HASH_COST). */
    passwords,
    captcha,
    lockout,
    menus,
    secondFactor,
    passkeys,
    tokens: createTokenService({
      db,
      sql,
      cache,
      jwtSecret: config.jwtSecret,
      params,
      captcha,
      lockout,
      passwords,
      secondFactor,
      passkeys,
      oidcTickets,
    }),
    registerGuest: createRegisterGuest(db, params, captcha, passwords, oidcTickets),
    /** Provider sign-in (modules/auth/oidc): discovery through the outbound guard, the trip to the provider and back. */
    oidcConfigs,
    oidcFlow: createOidcFlow({ db, configs: oidcConfigs, tickets: oidcTickets, log: options.log }),
    unlockUsers: createUnlockUsers(db, lockout),
    /** The gate of every connection made on a user's behalf (core/outbound): SMS gateway, object storage, datasources. */
    outbound,
    /** The built-in datasource's read-only view of the platform database's catalog (modules/develop). */
    platformCatalog: createPlatformCatalog(options.databaseUrl),
    /** The usual, api and error logs (modules/log): `logs.usual({...})` records an event. */
    logs,
  };
}

export type Services = ReturnType<typeof createServices>;
