// Width tiers (spec 2): 3 at 1200 px and above, 2 at 992, 1 at 768, else 0. Narrow tiers collapse the sidebar.
import { useEffect } from 'react';
import { website } from '../../config/website.ts';
import { settingsStore } from '../../store/settings-store.ts';

export function screenTier(width: number): number {
  const index = website.screenTiers.findIndex((min) => width >= min);
  return index === -1 ? 0 : website.screenTiers.length - index;
}

export function useScreenTier(): void {
  useEffect(() => {
    const update = () => {
      const screen = screenTier(window.innerWidth);
      const previous = settingsStore.get().screen;
      if (screen === previous) return;
      // Entering a narrow tier collapses the sidebar; widening again restores it.
      settingsStore.set(screen < 2 ? { screen, isCollapse: true } : previous < 2 ? { screen, isCollapse: false } : { screen });
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}
