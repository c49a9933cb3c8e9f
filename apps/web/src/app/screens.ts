// The screen registry: console path -> page. A menu path listed here shows its page; a menu path not (yet)
// listed shows "screen under construction"; any other path is a 404. Feature areas add their screens here.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page.ts';

export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/translateBackstage/index': lazyPage(() => import('../features/translate/translate-home-placeholder.tsx'), 'TranslateHomePlaceholder'),
};
