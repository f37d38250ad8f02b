import { BRAND, languageForCountry, type CountryCode, type Language } from '@ajar/domain';
import type { OutgoingMail } from '../../infra/mail/send-mail';
import { escapeHtml } from '../../infra/mail/mail-paragraphs';

interface Recipient {
  readonly email: string;
  readonly firstName: string;
  readonly country: CountryCode;
}

interface MailText {
  readonly subject: string;
  readonly lines: (name: string, minutes: number) => readonly string[];
  readonly action: string;
}

const ACTIVATION: Record<Language, MailText> = {
  en: {
    subject: `Activate your ${BRAND.name} account`,
    lines: (name, minutes) => [
      `Hi ${name},`,
      `Welcome to ${BRAND.name}! Please confirm your email address by opening this link within ${minutes} minutes:`,
    ],
    action: 'If you did not create an account, you can ignore this email.',
  },
  id: {
    subject: `Aktifkan akun ${BRAND.name} Anda`,
    lines: (name, minutes) => [
      `Halo ${name},`,
      `Selamat datang di ${BRAND.name}! Konfirmasikan alamat email Anda dengan membuka tautan ini dalam ${minutes} menit:`,
    ],
    action: 'Jika Anda tidak membuat akun, abaikan email ini.',
  },
};

const RESET: Record<Language, MailText> = {
  en: {
    subject: `Reset your ${BRAND.name} password`,
    lines: (name, minutes) => [
      `Hi ${name},`,
      `We received a request to reset the password of your ${BRAND.name} account. Open this link within ${minutes} minutes to choose a new password:`,
    ],
    action: 'If you did not ask for this, you can ignore this email; your password stays the same.',
  },
  id: {
    subject: `Atur ulang kata sandi ${BRAND.name} Anda`,
    lines: (name, minutes) => [
      `Halo ${name},`,
      `Kami menerima permintaan untuk mengatur ulang kata sandi akun ${BRAND.name} Anda. Buka tautan ini dalam ${minutes} menit untuk memilih kata sandi baru:`,
    ],
    action: 'Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tidak berubah.',
  },
};

function compose(
  texts: Record<Language, MailText>,
  to: Recipient,
  link: string,
  ttlMs: number,
): OutgoingMail {
  const text = texts[languageForCountry(to.country)];
  const [greeting = '', body = ''] = text.lines(to.firstName, Math.round(ttlMs / 60000));
  return {
    to: to.email,
    subject: text.subject,
    text: [greeting, body, link, text.action, BRAND.name].join('\n\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(text.action)}</p>`,
      `<p>${escapeHtml(BRAND.name)}</p>`,
    ].join('\n'),
    links: [link],
  };
}

export const activationMail = (to: Recipient, link: string, ttlMs: number): OutgoingMail =>
  compose(ACTIVATION, to, link, ttlMs);

export const resetPasswordMail = (to: Recipient, link: string, ttlMs: number): OutgoingMail =>
  compose(RESET, to, link, ttlMs);
