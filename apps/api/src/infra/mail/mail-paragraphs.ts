import { BRAND } from '@ajar/domain';
import { escapeHtml } from '../../kernel/escape-html';
import type { OutgoingMail } from './send-mail';

/** A plain mail: paragraphs, then one link, then the brand; as text and as simple HTML. */
export function paragraphs(
  to: string,
  subject: string,
  lines: readonly string[],
  link: string,
): OutgoingMail {
  return {
    to,
    subject,
    text: [...lines, link, BRAND.name].join('\n\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(BRAND.name)}</p>`,
    ].join('\n'),
    links: [link],
  };
}
