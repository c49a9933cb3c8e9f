import { app } from './app.ts';
import { auth } from './auth.ts';
import { layout } from './layout.ts';

/** zh has no `menu.*` keys: menus show the server's names. */
export const zh = { ...app, ...auth, ...layout };
export type Messages = typeof zh;
