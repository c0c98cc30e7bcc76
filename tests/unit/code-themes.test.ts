import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CODE_THEMES } from '../../src/config/codeThemes';

function luminance(color: string): number {
  const rgb = color.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
    : (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = rgb.map((v) => v / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};

describe('code themes', () => {
  for (const [mode, theme] of Object.entries(CODE_THEMES)) {
    test(`every ${mode} token colour has 4.5:1 contrast with the block background`, () => {
      const background = theme.plain.backgroundColor as string;
      const colors = [theme.plain.color, ...theme.styles.map((style) => style.style.color)].filter(
        (color): color is string => typeof color === 'string' && !/rgba\([^)]*,\s*0?\.\d+\)/.test(color),
      );
      for (const color of colors) assert.ok(contrast(color, background) >= 4.5, `${color} on ${background}`);
    });

    test(`no ${mode} token is faded with opacity`, () => {
      for (const style of theme.styles) assert.ok((style.style.opacity ?? 1) === 1, style.types.join(', '));
    });
  }
});
