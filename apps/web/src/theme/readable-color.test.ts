import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableColor } from './readable-color.ts';

describe('readableColor', () => {
  it('darkens a light theme colour to AA contrast on the page and the paper, no further', () => {
    const color = readableColor('#409EFF', 'light', ['#ffffff', '#f0f2f5']);
    expect(getContrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(color, '#f0f2f5')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(color, '#f0f2f5')).toBeLessThan(5);
  });

  it('keeps a colour that already reads, and lightens on a dark theme', () => {
    expect(readableColor('#1d4ed8', 'light', ['#ffffff'])).toBe('#1d4ed8');
    const onDark = readableColor('#2d3a8c', 'dark', ['#1d1e26', '#101117']);
    expect(getContrastRatio(onDark, '#1d1e26')).toBeGreaterThanOrEqual(4.5);
  });
});
