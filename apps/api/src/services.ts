// Builds the application's services once per app: the one place where they are wired together.
import type { AppConfig } from './config.ts';
import { createCache } from './core/cache.ts';
import { createBladeDates } from './core/blade-dates.ts';
import { createInFlight } from './core/in-flight.ts';
import type { Db } from './db/prisma.ts';
import { createCaptchaService } from './modules/auth/captcha.service.ts';
import { createLoginLockout } from './modules/auth/login-lockout.ts';
import { createTokenService } from './modules/auth/token.service.ts';
import { createMenuService } from './modules/system/menu/menu.service.ts';
import { createParamService } from './modules/system/param/param.service.ts';
import { createRegisterGuest } from './modules/system/user/register-guest.service.ts';
import { createUnlockUsers } from './modules/system/user/unlock.service.ts';

export function createServices(db: Db, config: AppConfig) {
  const cache = createCache();
  const params = createParamService(db, cache);
  const captcha = createCaptchaService(db);
  const lockout = createLoginLockout(db);
  const menus = createMenuService(db, cache);
  return {
    db,
    config,
    cache,
    inFlight: createInFlight(),
    dates: createBladeDates(config.timeZone),
    params,
    captcha,
    lockout,
    menus,
    tokens: createTokenService({ db, jwtSecret: config.jwtSecret, params, captcha, lockout }),
    registerGuest: createRegisterGuest(db, params),
    unlockUsers: createUnlockUsers(db, lockout),
  };
}

export type Services = ReturnType<typeof createServices>;
