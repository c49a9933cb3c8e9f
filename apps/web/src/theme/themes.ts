// The 11 Saber themes (spec 2). Each gives the palette mode and the colours of the top bar, sidebar, tab bar and
// page background; the primary colour stays the user's theme colour (default #409EFF) unless a theme owns one.
export type LayoutColors = {
  mode: 'light' | 'dark';
  background: string;
  paper: string;
  appBar: { bg: string; fg: string };
  sidebar: { bg: string; fg: string; activeBg: string; activeFg: string; hoverBg: string; logoBg: string };
  tabs: { bg: string; fg: string };
  /** A colour the theme imposes instead of the chosen theme colour. */
  primary?: string;
};

export const THEME_NAMES = ['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

const light = { mode: 'light' as const, background: '#f0f2f5', paper: '#ffffff', tabs: { bg: '#ffffff', fg: '#606266' } };

export const THEMES: Record<ThemeName, LayoutColors> = {
  default: {
    ...light,
    appBar: { bg: '#ffffff', fg: '#303133' },
    sidebar: {
      bg: '#20222a',
      fg: '#a6a9ad',
      activeBg: 'rgba(64,158,255,0.18)',
      activeFg: '#ffffff',
      hoverBg: 'rgba(255,255,255,0.06)',
      logoBg: '#20222a',
    },
  },
  white: {
    ...light,
    appBar: { bg: '#ffffff', fg: '#303133' },
    sidebar: { bg: '#ffffff', fg: '#303133', activeBg: '#ecf5ff', activeFg: '#409EFF', hoverBg: '#f5f7fa', logoBg: '#ffffff' },
  },
  dark: {
    mode: 'dark',
    background: '#101117',
    paper: '#1d1e26',
    tabs: { bg: '#191a23', fg: '#c0c4cc' },
    appBar: { bg: '#191a23', fg: '#e5e6eb' },
    sidebar: { bg: '#191a23', fg: '#a6a9ad', activeBg: '#2b2d3a', activeFg: '#ffffff', hoverBg: '#23252f', logoBg: '#14151c' },
  },
  star: {
    mode: 'dark',
    background: '#0f1330',
    paper: '#181d45',
    tabs: { bg: '#141a3e', fg: '#c8cdf0' },
    appBar: { bg: 'linear-gradient(90deg, #0b0f2b 0%, #1b2256 100%)', fg: '#ffffff' },
    sidebar: {
      bg: 'radial-gradient(circle at 20% 10%, #2a3370 0%, #0b0f2b 70%)',
      fg: '#c8cdf0',
      activeBg: 'rgba(255,255,255,0.14)',
      activeFg: '#ffe08a',
      hoverBg: 'rgba(255,255,255,0.08)',
      logoBg: '#0b0f2b',
    },
  },
  bule: {
    ...light,
    appBar: { bg: '#1f6fd1', fg: '#ffffff' },
    sidebar: { bg: '#163a6b', fg: '#c6d8f2', activeBg: '#1f6fd1', activeFg: '#ffffff', hoverBg: '#1c4a87', logoBg: '#12305a' },
  },
  iview: {
    ...light,
    appBar: { bg: '#ffffff', fg: '#515a6e' },
    sidebar: { bg: '#515a6e', fg: '#e4e7ed', activeBg: '#2d8cf0', activeFg: '#ffffff', hoverBg: '#465063', logoBg: '#465063' },
    primary: '#2d8cf0',
  },
  vip: {
    ...light,
    appBar: { bg: '#1c1c1c', fg: '#e8c99b' },
    sidebar: { bg: '#262626', fg: '#d9c3a0', activeBg: '#3a3124', activeFg: '#f0cf8f', hoverBg: '#303030', logoBg: '#1c1c1c' },
    primary: '#c9a063',
  },
  cool: {
    ...light,
    appBar: { bg: 'linear-gradient(90deg, #6a11cb 0%, #2575fc 100%)', fg: '#ffffff' },
    sidebar: {
      bg: 'linear-gradient(180deg, #3a1c71 0%, #5b2a86 50%, #2575fc 100%)',
      fg: '#e6dcff',
      activeBg: 'rgba(255,255,255,0.22)',
      activeFg: '#ffffff',
      hoverBg: 'rgba(255,255,255,0.12)',
      logoBg: '#3a1c71',
    },
    primary: '#6a11cb',
  },
  d2: {
    ...light,
    background: '#f3f7fb',
    appBar: { bg: '#ebf1f6', fg: '#2f3d4f' },
    sidebar: { bg: '#ebf1f6', fg: '#4f6176', activeBg: '#d6e6fb', activeFg: '#2f74ff', hoverBg: '#dde7f1', logoBg: '#ebf1f6' },
    primary: '#2f74ff',
  },
  hey: {
    ...light,
    appBar: { bg: '#ffffff', fg: '#3d3b55' },
    sidebar: { bg: '#3d3b55', fg: '#cfcde6', activeBg: '#6c5ce7', activeFg: '#ffffff', hoverBg: '#4a4866', logoBg: '#33314a' },
    primary: '#6c5ce7',
  },
  lte: {
    ...light,
    background: '#ecf0f5',
    appBar: { bg: '#3c8dbc', fg: '#ffffff' },
    sidebar: { bg: '#222d32', fg: '#b8c7ce', activeBg: '#1e282c', activeFg: '#ffffff', hoverBg: '#1e282c', logoBg: '#367fa9' },
    primary: '#3c8dbc',
  },
};

export function themeOf(name: string): LayoutColors {
  return THEMES[(THEME_NAMES as readonly string[]).includes(name) ? (name as ThemeName) : 'default'];
}

/** Saber's predefined theme colours offered by the colour picker. */
export const PRESET_COLORS = ['#409EFF', '#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#1e90ff', '#c71585'];
