import { BRAND, SUPPORT_EMAIL, type ContactMessage, type CountryCode } from '@ajar/domain';
import { escapeHtml } from '../../kernel/escape-html';
import type { OutgoingMail } from '../../infra/mail/send-mail';

/** Who sent a contact message, beyond what they typed: their market and account when known. */
export interface ContactSender {
  readonly country: CountryCode | null;
  readonly userId: string | null;
}

/** One line: a subject never carries a line break into the mail's headers. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The mail the support team receives for a contact form message (in English: it is for the team). */
export function contactMail(message: ContactMessage, sender: ContactSender): OutgoingMail {
  const details = [
    `From: ${oneLine(message.name)} <${message.email}>`,
    `Market: ${sender.country ?? 'not given'}`,
    `Account: ${sender.userId ?? 'not signed in'}`,
  ];
  const body = message.message;
  return {
    to: SUPPORT_EMAIL,
    subject: `[${BRAND.name} contact] ${oneLine(message.subject)}`,
    text: [...details, `Reply to ${message.email}.`, body].join('\n\n'),
    html: [
      `<p>${details.map(escapeHtml).join('<br>')}</p>`,
      `<p>Reply to <a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a>.</p>`,
      ...body.split(/\n{2,}/).map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`),
    ].join('\n'),
    links: [],
  };
}
