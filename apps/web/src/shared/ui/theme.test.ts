import { describe, expect, it } from 'vitest';
import { appTheme, DESIGN_TOKENS, PRESET_TAG_TEXT, PRESET_TAG_TINT } from './theme';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [red, green, blue] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const LIGHT_SURFACES = {
  surface: DESIGN_TOKENS.surface,
  canvas: DESIGN_TOKENS.canvas,
  brandSoft: DESIGN_TOKENS.brandSoft,
  brandTint: DESIGN_TOKENS.brandTint,
};

const TEXT_TOKENS = {
  ink: DESIGN_TOKENS.ink,
  inkSoft: DESIGN_TOKENS.inkSoft,
  inkMuted: DESIGN_TOKENS.inkMuted,
  brandDeep: DESIGN_TOKENS.brandDeep,
  brandDeeper: DESIGN_TOKENS.brandDeeper,
  danger: DESIGN_TOKENS.danger,
};

describe('theme contrast (WCAG 2.1 AA)', () => {
  it('computes the known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#FF9D00', '#FFFFFF')).toBeCloseTo(2.08, 2);
    expect(contrast('#8A8886', '#FBF8F3')).toBeCloseTo(3.33, 2);
  });

  for (const [textName, text] of Object.entries(TEXT_TOKENS)) {
    for (const [surfaceName, surface] of Object.entries(LIGHT_SURFACES)) {
      it(`${textName} ${text} on ${surfaceName} ${surface} is at least 4.5:1`, () => {
        expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('keeps the brand orange for fills: the text on primary buttons is dark', () => {
    expect(appTheme.token?.colorPrimary).toBe('#FF9D00');
    const onPrimary = appTheme.components?.Button?.primaryColor ?? '';
    expect(contrast(onPrimary, DESIGN_TOKENS.brand)).toBeGreaterThanOrEqual(4.5);
  });

  it("gives antd's text tokens the readable colours", () => {
    const token = appTheme.token ?? {};
    const surfaces = Object.values(LIGHT_SURFACES);
    for (const key of [
      'colorLink',
      'colorLinkHover',
      'colorPrimaryText',
      'colorPrimaryTextHover',
      'colorText',
      'colorTextSecondary',
      'colorTextTertiary',
      'colorTextDescription',
      'colorTextPlaceholder',
      'colorError',
    ] as const) {
      const colour = token[key];
      expect(colour, key).toMatch(/^#[0-9a-f]{6}$/i);
      for (const surface of surfaces)
        expect(contrast(String(colour), surface), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a hovered or pressed outlined button readable', () => {
    const button = appTheme.components?.Button ?? {};
    for (const key of ['defaultHoverColor', 'defaultActiveColor'] as const) {
      expect(contrast(String(button[key]), DESIGN_TOKENS.surface), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the preset status tags (gold, green, orange) readable text on their tints', () => {
    const token = appTheme.token ?? {};
    for (const colour of ['gold', 'green', 'orange'] as const) {
      expect(token[`${colour}7`]).toBe(PRESET_TAG_TEXT[colour]);
      expect(token[`${colour}-7`]).toBe(PRESET_TAG_TEXT[colour]);
      expect(contrast(PRESET_TAG_TEXT[colour], PRESET_TAG_TINT[colour]), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the word mark readable on the dark footer in the brand orange', () => {
    expect(contrast(DESIGN_TOKENS.brand, DESIGN_TOKENS.ink)).toBeGreaterThanOrEqual(4.5);
  });
});
