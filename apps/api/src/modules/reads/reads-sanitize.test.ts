import { describe, expect, it } from 'vitest';
import { descriptionOf, plainTextOf, sanitizeArticleHtml } from './reads-sanitize';

/** Known XSS payloads (OWASP's filter evasion cheat sheet and friends): none may keep anything active. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1))">styled</div>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
  '<p onclick="alert(1)">text</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<<script>script>alert(1)<</script>/script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="//evil.example">protocol relative</a>',
];

const ACTIVE =
  /<script|<iframe|<svg|<object|<embed|<img|<style|<meta|<link|<base|<form|<input|\son\w+=|javascript:|vbscript:|data:|expression\(|style=/i;

describe('the article sanitizer', () => {
  it.each(PAYLOADS)('leaves nothing active of %s', (payload) => {
    const clean = sanitizeArticleHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(clean).not.toMatch(ACTIVE);
    expect(clean).toContain('<p>before</p>');
  });

  it('keeps what the editor makes, and links get rel and target', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr>' +
      '<p><a href="https://example.com/a?b=1">link</a> <a href="mailto:a@b.c">mail</a></p>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr />' +
        '<p><a href="https://example.com/a?b=1" rel="nofollow ugc noopener" target="_blank">link</a> ' +
        '<a href="mailto:a@b.c" rel="nofollow ugc noopener" target="_blank">mail</a></p>',
    );
  });

  it('reads the text of a body for previews', () => {
    expect(plainTextOf('<h2>A &amp; B</h2><p>one</p><p>two&nbsp;three</p>')).toBe('A & B one two three');
    const long = descriptionOf(`<p>${'word '.repeat(100)}</p>`);
    expect(Array.from(long).length).toBeLessThanOrEqual(200);
    expect(long.endsWith('…')).toBe(true);
  });
});
