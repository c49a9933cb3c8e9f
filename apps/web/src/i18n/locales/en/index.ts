import { app } from './app.ts';
import { log } from './log.ts';
import { auth } from './auth.ts';
import { crud } from './crud.ts';
import { layout } from './layout.ts';
import { system } from './system.ts';
import { admin } from './admin.ts';
import { translate } from './translate.ts';
import { flow } from './flow.ts';
import { develop } from './develop.ts';
import { resource } from './resource.ts';
import { menu } from './menu.ts';
import { dictValue } from './dict-values.ts';

export const en = {
  ...log,
  ...app,
  ...auth,
  ...layout,
  ...crud,
  ...system,
  ...admin,
  ...translate,
  ...flow,
  ...develop,
  ...resource,
  menu,
  dictValue,
};
