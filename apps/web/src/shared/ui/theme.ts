import { BRAND_COLOUR, TABLET_MIN_WIDTH } from '@ajar/domain';
import type { ThemeConfig } from 'antd';

/**
 * Design tokens beside the brand colour. The brand orange is for fills and large marks: as text on white it is
 * 2.08:1. Text on light surfaces (links, accents, tags, the word mark) uses `brandDeep`, and muted text
 * `inkMuted`; both keep 4.5:1 (WCAG AA) over every light surface below (theme.test.ts checks it). Primary buttons
 * carry dark text.
 */
export const DESIGN_TOKENS = {
  brand: BRAND_COLOUR,
  brandDeep: '#9E5200',
  /** Link hover: darker still, never the faint brand orange. */
  brandDeeper: '#7A3F00',
  brandSoft: '#FFF4E0',
  brandTint: '#FFE2B3',
  ink: '#1F1A14',
  inkSoft: '#5C5346',
  /** Secondary text, placeholders, breadcrumbs, days outside the month. */
  inkMuted: '#6B6256',
  /** Errors as text (antd's #ff4d4f is 3.26:1 on white). */
  danger: '#C0141F',
  surface: '#FFFFFF',
  canvas: '#FBF8F3',
  line: '#EFE8DD',
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
} as const;

/** Text colours of antd's preset tags in use, over their tints (gold-1, green-1, orange-1). */
export const PRESET_TAG_TEXT = { gold: '#874D00', green: '#237804', orange: '#AD4E00' } as const;
export const PRESET_TAG_TINT = { gold: '#FFFBE6', green: '#F6FFED', orange: '#FFF7E6' } as const;

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: DESIGN_TOKENS.brand,
    colorLink: DESIGN_TOKENS.brandDeep,
    colorLinkHover: DESIGN_TOKENS.brandDeeper,
    colorPrimaryText: DESIGN_TOKENS.brandDeep,
    colorPrimaryTextHover: DESIGN_TOKENS.brandDeeper,
    colorPrimaryTextActive: DESIGN_TOKENS.brandDeeper,
    colorText: DESIGN_TOKENS.ink,
    colorTextSecondary: DESIGN_TOKENS.inkSoft,
    colorTextTertiary: DESIGN_TOKENS.inkMuted,
    colorTextDescription: DESIGN_TOKENS.inkMuted,
    colorTextPlaceholder: DESIGN_TOKENS.inkMuted,
    colorError: DESIGN_TOKENS.danger,
    // Preset tags write their text in the colour's 7th shade: gold, green and orange were 2.8-3.4:1 on their
    // tint (booking and assignment statuses); the 8th/9th shades of the same colours keep 4.5:1.
    // antd's CSS variables (--ant-gold-7) come from the hyphenated keys, so both spellings are set.
    gold7: PRESET_TAG_TEXT.gold,
    'gold-7': PRESET_TAG_TEXT.gold,
    green7: PRESET_TAG_TEXT.green,
    'green-7': PRESET_TAG_TEXT.green,
    orange7: PRESET_TAG_TEXT.orange,
    'orange-7': PRESET_TAG_TEXT.orange,
    colorBgLayout: DESIGN_TOKENS.canvas,
    colorBorderSecondary: DESIGN_TOKENS.line,
    fontFamily: DESIGN_TOKENS.fontFamily,
    borderRadius: 10,
    controlHeight: 40,
    screenMD: TABLET_MIN_WIDTH,
    screenMDMin: TABLET_MIN_WIDTH,
  },
  components: {
    Button: {
      primaryColor: DESIGN_TOKENS.ink,
      primaryShadow: 'none',
      fontWeight: 600,
      // A hovered or pressed outlined button turns its text orange: the deep shades, not the pale hover tint.
      defaultHoverColor: DESIGN_TOKENS.brandDeep,
      defaultHoverBorderColor: DESIGN_TOKENS.brandDeep,
      defaultActiveColor: DESIGN_TOKENS.brandDeeper,
      defaultActiveBorderColor: DESIGN_TOKENS.brandDeeper,
    },
    Layout: { headerBg: DESIGN_TOKENS.surface, bodyBg: DESIGN_TOKENS.canvas, footerBg: DESIGN_TOKENS.ink },
  },
};

/**
 * The same tokens as CSS custom properties, for the layout's own stylesheets: a `:root` rule that index.html
 * carries (build-plugins/boot-frame.ts), so the page a server rendered paints in its colours and font
 * before any script has run.
 */
export function designTokensCss(): string {
  const properties: Record<string, string> = {
    '--ajar-brand': DESIGN_TOKENS.brand,
    '--ajar-brand-deep': DESIGN_TOKENS.brandDeep,
    '--ajar-brand-soft': DESIGN_TOKENS.brandSoft,
    '--ajar-brand-tint': DESIGN_TOKENS.brandTint,
    '--ajar-ink': DESIGN_TOKENS.ink,
    '--ajar-ink-soft': DESIGN_TOKENS.inkSoft,
    '--ajar-ink-muted': DESIGN_TOKENS.inkMuted,
    '--ajar-surface': DESIGN_TOKENS.surface,
    '--ajar-canvas': DESIGN_TOKENS.canvas,
    '--ajar-line': DESIGN_TOKENS.line,
    '--ajar-font': DESIGN_TOKENS.fontFamily,
  };
  return `:root{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}
