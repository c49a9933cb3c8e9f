import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme } from './create-app-theme.ts';
import { THEME_NAMES } from './themes.ts';

describe('createAppTheme', () => {
  it('moves nothing with reduced motion: fixed durations and height-timed collapses are 0 ms, clicks leave no ripple', () => {
    const still = createAppTheme('default', '#409EFF', true);
    expect(Object.values(still.transitions.duration).every((ms) => ms === 0)).toBe(true);
    // The sidebar's groups open with Collapse timeout="auto", timed by their height.
    expect(still.transitions.getAutoHeightDuration(180)).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it("keeps MUI's motion for everyone else", () => {
    const moving = createAppTheme('default', '#409EFF', false);
    expect(moving.transitions.duration.standard).toBeGreaterThan(0);
    expect(moving.transitions.getAutoHeightDuration(180)).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('writes the primary colour readably (WCAG AA) on the page and paper of every theme', () => {
    for (const name of THEME_NAMES) {
      const theme = createAppTheme(name, '#409EFF', false);
      for (const bg of [theme.palette.background.default, theme.palette.background.paper])
        expect(getContrastRatio(theme.palette.primary.main, bg), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
