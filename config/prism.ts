import {themes, type PrismTheme} from 'prism-react-renderer';

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb | undefined {
  const hex = color.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.match(/^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `color`, moved towards black (or white) just enough to reach `ratio` against `background`. */
export function withContrast(color: string, background: string, ratio = 4.5): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrastRatio(fg, bg) >= ratio) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = fg.map((c, i) => c + (target[i]! - c) * (step / 20)) as Rgb;
    if (contrastRatio(mixed, bg) >= ratio) return toHex(mixed);
  }
  return toHex(target);
}

/** A theme whose every token colour is readable on its background (WCAG AA, 4.5:1): axe checks code blocks too. */
export function readable(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: withContrast(theme.plain.color ?? '#000000', background)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {
        ...entry.style,
        ...(entry.style.color ? {color: withContrast(entry.style.color, background)} : {}),
        // Faded tokens (namespaces) would fall under the ratio whatever their colour.
        ...(entry.style.opacity !== undefined ? {opacity: 1} : {}),
      },
    })),
  };
}

export const prism = {
  theme: readable(themes.github),
  darkTheme: readable(themes.dracula),
  // The grammars are those of plugins/prism-languages, which replaces prism-react-renderer's Prism.
  additionalLanguages: [] as string[],
};
