// The MUI theme of the whole console from the chosen theme and theme colour; the layout colours ride along
// on `theme.layout` so the bars and the sidebar read them like any theme value.
import { createTheme, type Theme } from '@mui/material/styles';
import { readableColor } from './readable-color.ts';
import { themeOf, type LayoutColors } from './themes.ts';

declare module '@mui/material/styles' {
  interface Theme {
    layout: LayoutColors & { name: string };
  }
  interface ThemeOptions {
    layout?: LayoutColors & { name: string };
  }
}

/** Whether the user asked their system for less motion (an OS accessibility setting). */
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * With reduced motion, dialogs, menus and drawers appear and leave at once: every transition of the theme lasts 0 ms
 * (MUI's transition components read these durations), and no ripple follows a click. A collapse timed by its height
 * (the sidebar's groups, `timeout="auto"`) asks getAutoHeightDuration instead of the durations: it answers 0 too,
 * else a group opening under another one closing kept the items below moving for a quarter of a second.
 */
const NO_MOTION = {
  transitions: {
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
    getAutoHeightDuration: () => 0,
  },
  // Menus and popovers size their Grow by their height ('auto') unless told otherwise.
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } }, MuiPopover: { defaultProps: { transitionDuration: 0 } } },
} as const;

export function createAppTheme(themeName: string, color: string, reducedMotion = prefersReducedMotion()): Theme {
  const colors = themeOf(themeName);
  // A theme owning a colour uses it only while the user keeps the default; a colour they picked wins.
  const chosen = colors.primary && color.toLowerCase() === '#409eff' ? colors.primary : color;
  // Written as text across the console (buttons, tabs, links): kept readable on this theme's page and paper.
  const primary = readableColor(chosen, colors.mode, [colors.background, colors.paper]);
  return createTheme({
    palette: {
      mode: colors.mode,
      primary: { main: primary },
      background: { default: colors.background, paper: colors.paper },
    },
    shape: { borderRadius: 4 },
    // Buttons and tabs read as written (MUI upper-cases them; no Chinese admin console does, and English looked shouted).
    typography: {
      fontSize: 14,
      fontFamily: '"Helvetica Neue", Helvetica, "PingFang SC", "Microsoft YaHei", Arial, sans-serif',
      button: { textTransform: 'none' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      ...(reducedMotion ? NO_MOTION.components : {}),
    },
    ...(reducedMotion ? { transitions: NO_MOTION.transitions } : {}),
    layout: { ...colors, name: themeName },
  });
}
