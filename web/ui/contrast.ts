/**
 * Colour contrast after WCAG 2.1 (success criterion 1.4.3): normal text needs a ratio of at least
 * 4.5:1 to its background.
 */
export const AA_TEXT_RATIO = 4.5;

const channel = (value: number) => {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of '#rrggbb' (or '#rgb'); null for anything else. */
export function luminanceOf(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const full = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => channel(Number.parseInt(full.slice(i, i + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio of two colours (1 to 21); null when either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const [la, lb] = [luminanceOf(a), luminanceOf(b)];
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever reads better on the background '#rrggbb' (white for anything else). */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const onWhite = contrastRatio('#ffffff', background);
  const onBlack = contrastRatio('#000000', background);
  return onWhite !== null && onBlack !== null && onBlack > onWhite ? '#000000' : '#ffffff';
}
