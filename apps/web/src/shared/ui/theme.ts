import { BRAND_COLOUR, TABLET_MIN_WIDTH } from '@ajar/domain';
import type { ThemeConfig } from 'antd';

/** Design tokens beside the brand colour. Orange text on white is too faint to read, so links and
 * text accents use a deeper shade, and primary buttons carry dark text. */
export const DESIGN_TOKENS = {
  brand: BRAND_COLOUR,
  brandDeep: '#B35F00',
  brandSoft: '#FFF4E0',
  brandTint: '#FFE2B3',
  ink: '#1F1A14',
  inkSoft: '#5C5346',
  surface: '#FFFFFF',
  canvas: '#FBF8F3',
  line: '#EFE8DD',
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
} as const;

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: DESIGN_TOKENS.brand,
    colorLink: DESIGN_TOKENS.brandDeep,
    colorLinkHover: DESIGN_TOKENS.brand,
    colorText: DESIGN_TOKENS.ink,
    colorTextSecondary: DESIGN_TOKENS.inkSoft,
    colorBgLayout: DESIGN_TOKENS.canvas,
    colorBorderSecondary: DESIGN_TOKENS.line,
    fontFamily: DESIGN_TOKENS.fontFamily,
    borderRadius: 10,
    controlHeight: 40,
    screenMD: TABLET_MIN_WIDTH,
    screenMDMin: TABLET_MIN_WIDTH,
  },
  components: {
    Button: { primaryColor: DESIGN_TOKENS.ink, primaryShadow: 'none', fontWeight: 600 },
    Layout: { headerBg: DESIGN_TOKENS.surface, bodyBg: DESIGN_TOKENS.canvas, footerBg: DESIGN_TOKENS.ink },
  },
};

/** The same tokens as CSS custom properties, for the layout's own stylesheets. */
export function applyDesignTokens(root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--ajar-brand', DESIGN_TOKENS.brand);
  root.style.setProperty('--ajar-brand-deep', DESIGN_TOKENS.brandDeep);
  root.style.setProperty('--ajar-brand-soft', DESIGN_TOKENS.brandSoft);
  root.style.setProperty('--ajar-brand-tint', DESIGN_TOKENS.brandTint);
  root.style.setProperty('--ajar-ink', DESIGN_TOKENS.ink);
  root.style.setProperty('--ajar-ink-soft', DESIGN_TOKENS.inkSoft);
  root.style.setProperty('--ajar-surface', DESIGN_TOKENS.surface);
  root.style.setProperty('--ajar-canvas', DESIGN_TOKENS.canvas);
  root.style.setProperty('--ajar-line', DESIGN_TOKENS.line);
  root.style.setProperty('--ajar-font', DESIGN_TOKENS.fontFamily);
}
