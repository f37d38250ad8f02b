import { BRAND, languageForCountry, type CountryCode, type Language } from '@ajar/domain';
import type { OutgoingMail } from '../../infra/mail/send-mail';
import { escapeHtml } from '../../kernel/escape-html';

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

interface NoticeText {
  readonly subject: string;
  readonly greeting: (name: string) => string;
  readonly body: string;
  readonly signIn: string;
  readonly reset: string;
  readonly action: string;
}

/** To the owner of an address someone tried to register again (register answers as for a new one). */
const SIGN_UP_NOTICE: Record<Language, NoticeText> = {
  en: {
    subject: `Someone tried to sign up to ${BRAND.name} with your address`,
    greeting: (name) => `Hi ${name},`,
    body: 'Someone tried to sign up with your address. If it was you, sign in or reset your password.',
    signIn: 'Sign in',
    reset: 'Reset your password',
    action: 'If it was not you, you can ignore this email; your account stays as it is.',
  },
  id: {
    subject: `Seseorang mencoba mendaftar di ${BRAND.name} dengan alamat Anda`,
    greeting: (name) => `Halo ${name},`,
    body: 'Seseorang mencoba mendaftar dengan alamat email Anda. Jika itu Anda, masuk atau atur ulang kata sandi Anda.',
    signIn: 'Masuk',
    reset: 'Atur ulang kata sandi',
    action: 'Jika itu bukan Anda, abaikan email ini; akun Anda tidak berubah.',
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

/** A paragraph of a mail: text, or a link with an optional label before it. */
type Part = string | { readonly label?: string; readonly link: string };

function render(to: string, subject: string, parts: readonly Part[]): OutgoingMail {
  const links = parts.flatMap((part) => (typeof part === 'string' ? [] : [part.link]));
  return {
    to,
    subject,
    text: parts
      .map((part) =>
        typeof part === 'string' ? part : part.label ? `${part.label}: ${part.link}` : part.link,
      )
      .join('\n\n'),
    html: parts
      .map((part) => {
        if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
        const anchor = `<a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a>`;
        return `<p>${part.label ? `${escapeHtml(part.label)}: ` : ''}${anchor}</p>`;
      })
      .join('\n'),
    links,
  };
}

function compose(
  texts: Record<Language, MailText>,
  to: Recipient,
  link: string,
  ttlMs: number,
): OutgoingMail {
  const text = texts[languageForCountry(to.country)];
  const [greeting = '', body = ''] = text.lines(to.firstName, Math.round(ttlMs / 60000));
  return render(to.email, text.subject, [greeting, body, { link }, text.action, BRAND.name]);
}

export const activationMail = (to: Recipient, link: string, ttlMs: number): OutgoingMail =>
  compose(ACTIVATION, to, link, ttlMs);

export const resetPasswordMail = (to: Recipient, link: string, ttlMs: number): OutgoingMail =>
  compose(RESET, to, link, ttlMs);

export function signUpNoticeMail(to: Recipient, links: { signIn: string; reset: string }): OutgoingMail {
  const text = SIGN_UP_NOTICE[languageForCountry(to.country)];
  return render(to.email, text.subject, [
    text.greeting(to.firstName),
    text.body,
    { label: text.signIn, link: links.signIn },
    { label: text.reset, link: links.reset },
    text.action,
    BRAND.name,
  ]);
}
