import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The newest mail to `to` in the dev outbox (waits for it to arrive). */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/_dev/mail.json');
      const mails = (await response.json()) as OutboxMail[];
      found = mails.find((mail) => mail.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found as OutboxMail;
}

/** The first link in the mail whose path contains `pathPart`, made relative to the test server. */
export function linkIn(mail: OutboxMail, pathPart: string): string {
  const link = mail.links.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`No link with ${pathPart} in mail "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
