// UI preferences: language, theme colour and theme (remembered), plus layout state of this page life.
import { website, type Language } from '../config/website.ts';
import { createPersistedStore } from '../lib/persisted-store.ts';

export type SettingsState = {
  language: Language;
  colorName: string;
  themeName: string;
  isCollapse: boolean;
  isFullScreen: boolean;
  /** Width tier 0-3 (spec 2). */
  screen: number;
  showTags: boolean;
  showSearch: boolean;
  showLock: boolean;
  showFullScreen: boolean;
  showTheme: boolean;
  showColor: boolean;
  showDebug: boolean;
  showLanguage: boolean;
  /** Switch mode (spec 6): the user menu offers switching the dept/role acted as. Off by default. */
  switchMode: boolean;
};

export const settingsStore = createPersistedStore<SettingsState>(
  {
    language: website.defaultLanguage,
    colorName: website.defaultColor,
    themeName: 'default',
    isCollapse: false,
    isFullScreen: false,
    screen: 3,
    showTags: true,
    showSearch: true,
    showLock: true,
    showFullScreen: true,
    showTheme: true,
    showColor: true,
    showDebug: true,
    showLanguage: true,
    switchMode: false,
  },
  {
    language: 'local',
    colorName: 'local',
    themeName: 'local',
    showTags: 'local',
    showSearch: 'local',
    showLock: 'local',
    showFullScreen: 'local',
    showTheme: 'local',
    showColor: 'local',
    showDebug: 'local',
    showLanguage: 'local',
    switchMode: 'local',
  },
);

export const useSettings = settingsStore.use;
