// The theme colour as text can carry it: MUI writes text buttons, outlined buttons, tabs and chips in the primary
// colour, and Saber's #409EFF on white reads at 2.8:1, below WCAG AA's 4.5:1. The colour is darkened (on a light
// theme) or lightened (on a dark one) by the least step that reaches 4.5:1 on both the page and the paper. Pure,
// so it is unit-tested.
import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG AA's 4.5:1, with room for the rounding of checkers that read 4.49 as failing. */
const AA = 4.6;
const STEP = 0.02;

export function readableColor(color: string, mode: 'light' | 'dark', backgrounds: string[]): string {
  const shift = mode === 'light' ? darken : lighten;
  const readable = (candidate: string) => backgrounds.every((bg) => getContrastRatio(candidate, bg) >= AA);
  for (let amount = 0; amount < 1; amount += STEP) {
    const candidate = amount === 0 ? color : shift(color, amount);
    if (readable(candidate)) return candidate;
  }
  return mode === 'light' ? '#000000' : '#ffffff';
}
