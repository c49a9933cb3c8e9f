// i18next's typed keys: `t` accepts only keys of the Chinese resources, so a wrong or missing key fails the
// type-check (`npm run lint --workspace @blade/web`); typed-keys.test.ts proves it stays so.
import type { Resources } from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
