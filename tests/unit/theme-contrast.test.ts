import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { portalTheme, tagText } from '../../src/shell/theme.ts';

/** WCAG 2.1 contrast of the theme's text and status colours on the backgrounds antd draws them on. */
const token = theme.getDesignToken(portalTheme) as unknown as Record<string, string>;

/** #rgb, #rrggbb or rgba(): an rgba colour is first laid over its background, as the browser paints it. */
function rgb(colour: string, under: [number, number, number] = [255, 255, 255]): [number, number, number] {
  const hex = colour.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const parts = colour
    .match(/^rgba?\(([^)]+)\)$/)?.[1]
    .split(',')
    .map((p) => Number(p.trim()));
  if (!parts) throw new Error(`not a colour: ${colour}`);
  const alpha = parts[3] ?? 1;
  return [0, 1, 2].map((i) => parts[i] * alpha + under[i] * (1 - alpha)) as [number, number, number];
}

const luminance = ([r, g, b]: [number, number, number]) => {
  const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

function contrast(text: string, background: string): number {
  const bg = rgb(background);
  const [a, b] = [luminance(rgb(text, bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const NORMAL_TEXT = 4.5;
const INTERFACE_PART = 3;

describe("the theme's colours", () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    expect(contrast('rgba(0,0,0,0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
  });

  it.each([
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextLabel',
    'colorTextPlaceholder',
    'colorLink',
    'colorPrimary',
    'colorError',
    'colorSuccess',
    'colorWarning',
    'colorInfo',
  ])('%s reads at 4.5:1 on the page and on the layout background', (name) => {
    expect(contrast(token[name], token.colorBgContainer)).toBeGreaterThanOrEqual(NORMAL_TEXT);
    expect(contrast(token[name], token.colorBgLayout)).toBeGreaterThanOrEqual(NORMAL_TEXT);
  });

  // A link under the pointer (hovered, or pressed) is still text: it reads as well as at rest, also inside a note.
  it.each(['colorLink', 'colorLinkHover', 'colorLinkActive'])('%s reads at 4.5:1 on the page, the layout and a note', (name) => {
    for (const background of ['colorBgContainer', 'colorBgLayout', 'colorInfoBg', 'colorPrimaryBg'])
      expect(contrast(token[name], token[background]), background).toBeGreaterThanOrEqual(NORMAL_TEXT);
  });

  it.each(['colorTextSecondary', 'colorTextTertiary'])(
    '%s reads at 4.5:1 on the tinted backgrounds of chosen rows, notes and greyed lines',
    (name) => {
      for (const background of ['colorPrimaryBg', 'colorInfoBg', 'colorFillQuaternary', 'colorFillAlter', 'colorBgTextHover']) {
        expect(contrast(token[name], token[background]), background).toBeGreaterThanOrEqual(NORMAL_TEXT);
      }
    },
  );

  it.each(['Success', 'Error', 'Warning', 'Info'])('status %s text reads at 4.5:1 on its tinted background', (status) => {
    expect(contrast(token[`color${status}`], token[`color${status}Bg`])).toBeGreaterThanOrEqual(NORMAL_TEXT);
    // The credit chip mixes 8% of its status colour into white.
    const chip = `#${rgb(token[`color${status}`])
      .map((c) =>
        Math.round(c * 0.08 + 255 * 0.92)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    expect(contrast(token[`color${status}`], chip)).toBeGreaterThanOrEqual(NORMAL_TEXT);
  });

  it.each(['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'])(
    "a %s tag's text reads at 4.5:1 on its background",
    (colour) => {
      const text = (tagText as Record<string, string>)[`${colour}7`] ?? token[`${colour}7`];
      expect(contrast(text, token[`${colour}1`])).toBeGreaterThanOrEqual(NORMAL_TEXT);
    },
  );

  it('white text reads on the primary button and on an unchecked switch, which stands out from the page', () => {
    const switchOff = (portalTheme.components!.Switch as Record<string, string>).colorTextQuaternary;
    expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(NORMAL_TEXT);
    expect(contrast(token.colorTextLightSolid, switchOff)).toBeGreaterThanOrEqual(NORMAL_TEXT);
    expect(contrast(switchOff, token.colorBgContainer)).toBeGreaterThanOrEqual(INTERFACE_PART);
  });
});
