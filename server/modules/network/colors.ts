/**
 * Derived theme colours (part 1 section 3, "Design"): the web app applies them as CSS variables, so
 * every shade a component needs is computed once here from the administrator's base colours instead
 * of by each component. Names use hyphens: `header_text` gives `header-text`, `header-text-muted`, ...
 */
type Rgb = [number, number, number];

const DARK_TEXT = '#1b2430';
const LIGHT_TEXT = '#ffffff';

export function parseHex(value: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `a` with `b`; weight 0 gives a, 1 gives b. */
export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => (a[i] ?? 0) * (1 - weight) + (b[i] ?? 0) * weight) as Rgb;
}

/** WCAG relative luminance. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour (dark or white) that reads best on the given background. */
export function contrastText(background: Rgb): string {
  const dark = parseHex(DARK_TEXT) as Rgb;
  const light = parseHex(LIGHT_TEXT) as Rgb;
  return contrastRatio(background, dark) >= contrastRatio(background, light) ? DARK_TEXT : LIGHT_TEXT;
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/**
 * For each base colour: `-hover` and `-active` (darker, except on near-black colours, which get lighter, so a
 * pressed button stays visible on either), `-light` (a tint for backgrounds), `-contrast` (text on it).
 * For a `<area>_text` colour with a matching `<area>_background`: `<area>-text-muted`, the text faded
 * towards its background, for secondary text in the header or user bar. Invalid colours are skipped.
 */
export function deriveColors(colors: Record<string, string>): Record<string, string> {
  const derived: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) {
    const rgb = parseHex(value);
    if (!rgb) continue;
    const key = name.replaceAll('_', '-');
    const towards = luminance(rgb) > 0.05 ? BLACK : WHITE;
    derived[key] = toHex(rgb);
    derived[`${key}-hover`] = toHex(mix(rgb, towards, 0.12));
    derived[`${key}-active`] = toHex(mix(rgb, towards, 0.24));
    derived[`${key}-light`] = toHex(mix(rgb, WHITE, 0.85));
    derived[`${key}-contrast`] = contrastText(rgb);
    if (name.endsWith('_text')) {
      const background = parseHex(colors[`${name.slice(0, -'_text'.length)}_background`] ?? '');
      if (background) derived[`${key}-muted`] = toHex(mix(rgb, background, 0.4));
    }
  }
  return derived;
}

/** A stored colour (hex without '#', as the spec stores them) as CSS wants it. */
export const hashColor = (color: string) => (color.startsWith('#') ? color : `#${color}`);
