// English strings of the main layout.
import type { Messages } from '../zh/index.ts';

export const layout: Pick<Messages, 'layout' | 'tabs' | 'settings' | 'errorLog' | 'theme'> = {
  layout: {
    collapse: 'Collapse menu', expand: 'Expand menu', home: 'Home', search: 'Menu search', searchPlaceholder: 'Type a menu name',
    searchEmpty: 'No matching menu', settings: 'Layout settings', color: 'Theme colour', customColor: 'Custom colour', resetColor: 'Default',
    lock: 'Lock screen', theme: 'Theme', themeTitle: 'Choose a theme', language: 'Language', fullscreen: 'Fullscreen', exitFullscreen: 'Exit fullscreen',
    userMenu: 'User menu', logout: 'Sign out', logoutConfirm: 'Sign out of the system. Continue?', defaultBackendName: 'Blade Console',
  },
  tabs: {
    clearCache: 'Clear cache', closeOthers: 'Close others', closeAll: 'Close all', close: 'Close {{name}}',
    clearCacheConfirm: 'Clear the server cache?', cacheCleared: 'Cache cleared',
  },
  settings: {
    isCollapse: 'Collapse sidebar', showTags: 'Show tab bar', showSearch: 'Show menu search', showLock: 'Show lock', showFullScreen: 'Show fullscreen',
    showTheme: 'Show themes', showColor: 'Show theme colour', showDebug: 'Show error log', showLanguage: 'Show language switch',
  },
  errorLog: {
    title: 'Error log', type: 'Type', url: 'URL', message: 'Message', stack: 'Stack', time: 'Time', upload: 'Upload to server', clear: 'Clear local log',
    uploadConfirm: 'Upload the local log to the server?', uploaded: 'Sent!', clearConfirm: 'Clear the local log?', cleared: 'Cleared!',
  },
  theme: {
    default: 'Default', white: 'White', dark: 'Dark', star: 'Starry', bule: 'Blue', iview: 'iView', vip: 'VIP', cool: 'Colourful', d2: 'D2', hey: 'Hey', lte: 'LTE',
  },
};
