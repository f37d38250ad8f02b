import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

// The tokens and constants the app uses, read from their sources (the config loader cannot import the
// domain's TypeScript itself).
type Theme = typeof import('../src/shared/ui/theme');
type Domain = typeof import('@ajar/domain');
const theme: Theme = await tsImport('../src/shared/ui/theme.ts', import.meta.url);
const domain: Domain = await tsImport('@ajar/domain', import.meta.url);
const { DESIGN_TOKENS, designTokensCss } = theme;
const { BRAND, MOBILE_MAX_WIDTH } = domain;

/** The brand mark as BrandMark draws it (shared/ui/brand-logo.tsx), in static SVG. */
function markSvg(size: number): string {
  return (
    `<svg width="${size}" height="${size}" viewBox="0 0 32 32" aria-hidden="true">` +
    `<rect width="32" height="32" rx="9" fill="${DESIGN_TOKENS.brand}"/>` +
    '<path d="M9 23 16 8l7 15" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" ' +
    'stroke-linejoin="round"/><path d="M11.8 18h8.4" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>' +
    '</svg>'
  );
}

/** The header's frame (header.module.css: 64 px, 56 px on a phone, where the menu button comes first). */
const STYLE = `
${designTokensCss()}
body{margin:0;background:${DESIGN_TOKENS.canvas};font-family:${DESIGN_TOKENS.fontFamily}}
.boot-header{background:${DESIGN_TOKENS.surface};border-bottom:1px solid ${DESIGN_TOKENS.line};padding-top:env(safe-area-inset-top)}
.boot-bar{display:flex;align-items:center;gap:8px;max-width:1200px;height:64px;margin:0 auto;padding:0 24px;box-sizing:border-box}
.boot-word{font-size:24px;font-weight:800;letter-spacing:-0.03em;line-height:1;color:${DESIGN_TOKENS.brandDeep}}
@media (max-width:${MOBILE_MAX_WIDTH}px){.boot-bar{height:56px;padding:0 8px 0 52px}.boot-bar svg{width:26px;height:26px}}
`.trim();

const FRAME =
  '<div class="boot-header" aria-hidden="true"><div class="boot-bar">' +
  `${markSvg(28)}<span class="boot-word">${BRAND.name}</span></div></div>`;

/** `<link rel="stylesheet" … href="/assets/x.css">` as Vite writes the start chunk's stylesheets. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * The first paint before any script: index.html carries the header's frame and the page colours,
 * so a phone shows the site while the start chunk is still on its way. React draws over it (createRoot
 * replaces #root's children) with a header of the same height, so nothing shifts. The start chunk's own
 * stylesheet (the site frame's CSS, a few KB) is written into the page instead of linked: the first paint
 * waits for no request but the page itself.
 */
export function bootFramePlugin(): Plugin {
  return {
    name: 'ajar-boot-frame',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const framed = html
          .replace('</head>', `    <style>${STYLE}</style>\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${FRAME}</div>`);
        const bundle = context.bundle;
        if (!bundle) return framed;
        return framed.replace(STYLESHEET_LINK, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // The link stays, disabled (never fetched): Vite's loader looks for a stylesheet link of each CSS file a
          // lazy chunk depends on, and would otherwise add this one again when a page that shares it loads.
          const disabled = link.replace(/>$/, ' disabled>');
          return `<style>${css.replaceAll('</style', '<\\/style')}</style>${disabled}`;
        });
      },
    },
  };
}
