// The console's fixed settings, mirroring Saber's src/config/website.js (blade-api.md 1.8) with this product's
// defaults (spec sections 1 and 9). Everything that tunes sign-in, storage and timers is read from here.
export const website = {
  /** Storage and cookie prefix: every stored item is `saber-<name>`. */
  key: 'saber',
  clientId: 'saber',
  clientSecret: 'saber_secret',
  /**
   * Multi-tenant mode when the API cannot be asked (features/auth/tenant-sign-in.ts): the forms learn the real mode
   * at run time from tenant/info, which follows the `tenant.mode` parameter.
   */
  tenantMode: false,
  tenantId: '000000',
  /** Captcha sign-in (grant_type=captcha with Captcha-Key/Captcha-Code headers). */
  captchaMode: true,
  lockPage: '/lock',
  /** Where a user whose password someone else set must go first (the API serves them nothing else). */
  passwordChangePage: '/password-change',
  /** Where a user whose tenant requires a second factor sets one up before anything else. */
  secondFactorEnrolPage: '/second-factor',
  /** Seconds after which the 10 s timer refreshes the access token (the API issues 3600 s tokens). */
  tokenTime: 3000,
  tokenCheckIntervalMs: 10_000,
  tokenHeader: 'Blade-Auth',
  /** Codes rejected without a toast (Saber's statusWhiteList). */
  statusWhiteList: [] as number[],
  /** The welcome tab every session starts with. */
  firstPage: { value: '/wel/index', labelKey: 'common:route.wel' },
  /** Saber's isFirstPage: when false, the welcome tab cannot be closed while other tabs are open. */
  isFirstPage: false,
  /** Where "/" lands: the translation backstage home. */
  homePath: '/translateBackstage/index',
  requestTimeoutMs: 80_000,
  lockDelayMs: 100,
  defaultColor: '#409EFF',
  defaultLanguage: 'zh' as const,
  errorBadgeMax: 99,
  /** Width tiers (spec 2): 3 at 1200 px and above, 2 at 992, 1 at 768, else 0. */
  screenTiers: [1200, 992, 768] as const,
};

export type Language = 'zh' | 'en';
export const LANGUAGES: Language[] = ['zh', 'en'];
