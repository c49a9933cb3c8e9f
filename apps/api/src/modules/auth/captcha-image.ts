// The captcha image as Blade clients receive it: a PNG data URI (mobile and third-party clients decode PNG, not
// SVG). svg-captcha draws the characters as paths, so resvg (a prebuilt renderer shipped in an npm package) needs
// no fonts and is told to load none: loading the system's fonts on every image would cost several times the drawing
// itself. The white background keeps the characters readable on a dark login form too.
import { Resvg } from '@resvg/resvg-js';

export function captchaPng(svg: string): string {
  const png = new Resvg(svg, { background: '#ffffff', font: { loadSystemFonts: false } }).render().asPng();
  return `data:image/png;base64,${png.toString('base64')}`;
}
