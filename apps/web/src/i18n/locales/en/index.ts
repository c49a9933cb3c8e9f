import { app } from './app.ts';
import { auth } from './auth.ts';
import { layout } from './layout.ts';
import { menu } from './menu.ts';

export const en = { ...app, ...auth, ...layout, menu };
