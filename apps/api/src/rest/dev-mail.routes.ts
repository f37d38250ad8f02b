import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { listOutbox, type OutboxEntry } from '../infra/mail/outbox.queries';
import { escapeHtml } from '../kernel/escape-html';

function mailboxPage(mails: readonly OutboxEntry[]): string {
  const items = mails
    .map(
      (mail) => `<li>
  <p><strong>${escapeHtml(mail.subject)}</strong> to ${escapeHtml(mail.to)} <small>${escapeHtml(mail.createdAt)}</small></p>
  <pre>${escapeHtml(mail.text)}</pre>
  <ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}li{margin-bottom:1.5rem}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style>
</head><body><h1>Outbox (${mails.length})</h1><p>Newest first. Also as <a href="/_dev/mail.json">JSON</a>.</p>
<ol>${items || '<p>No mail yet.</p>'}</ol></body></html>`;
}

/** The development mailbox: every queued mail, newest first. Never registered in production. */
export function registerDevMailRoutes(app: FastifyInstance, deps: Deps): void {
  if (deps.config.isProduction) return;
  app.get('/_dev/mail.json', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await listOutbox(deps.db)),
  );
  app.get('/_dev/mail', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(mailboxPage(await listOutbox(deps.db))),
  );
}
