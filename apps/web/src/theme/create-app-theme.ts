// The MUI theme of the whole console from the chosen theme and theme colour; the layout colours ride along
// on `theme.layout` so the bars and the sidebar read them like any theme value.
import { createTheme, type Theme } from '@mui/material/styles';
import { themeOf, type LayoutColors } from './themes.ts';

declare module '@mui/material/styles' {
  interface Theme {
    layout: LayoutColors & { name: string };
  }
  interface ThemeOptions {
    layout?: LayoutColors & { name: string };
  }
}

export function createAppTheme(themeName: string, color: string): Theme {
  const colors = themeOf(themeName);
  // A theme owning a colour uses it only while the user keeps the default; a colour they picked wins.
  const primary = colors.primary && color.toLowerCase() === '#409eff' ? colors.primary : color;
  return createTheme({
    palette: {
      mode: colors.mode,
      primary: { main: primary },
      background: { default: colors.background, paper: colors.paper },
    },
    shape: { borderRadius: 4 },
    typography: { fontSize: 14, fontFamily: '"Helvetica Neue", Helvetica, "PingFang SC", "Microsoft YaHei", Arial, sans-serif' },
    components: { MuiButton: { defaultProps: { disableElevation: true } } },
    layout: { ...colors, name: themeName },
  });
}
