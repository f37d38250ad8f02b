import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-deliverer';

export function smtpTransport(smtpUrl: string): MailTransport {
  return createTransport(smtpUrl);
}
