import {
  PAYMENT_METHODS,
  SANDBOX_CARD_APPROVED,
  SANDBOX_CARD_DECLINED,
  formatMoney,
  type CountryCode,
} from '@ajar/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { users } from '../account/account.tables';
import { bookings } from '../booking/booking.tables';
import { SANDBOX_PROVIDER } from './payment.service';
import { payments, type PaymentRow } from './payment.tables';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody, type SandboxOutcome } from './sandbox-signature';

/*
 * The built-in sandbox payment provider's hosted checkout: a page of its own (no SPA, no scripts) with the
 * market's methods and test cards. Paying sends the marketplace a signed callback, server to server, then
 * takes the payer back to the marketplace's redirect page (which opens payment-result), as a real
 * provider's return URL would.
 */

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function findCheckout(deps: Deps, reference: string) {
  const [row] = await deps.db
    .select({ payment: payments, bookingCountry: bookings.country, payerCountry: users.country })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.provider, SANDBOX_PROVIDER), eq(payments.providerReference, reference)))
    .limit(1);
  if (!row) return undefined;
  return { payment: row.payment, country: (row.bookingCountry ?? row.payerCountry) as CountryCode };
}

function resultUrl(deps: Deps, payment: PaymentRow, country: CountryCode): string {
  const query = new URLSearchParams({
    provider: SANDBOX_PROVIDER,
    service: payment.service.toLowerCase(),
    transactionId: payment.id,
  });
  return `${deps.config.publicUrl}/${country}/redirect?${query.toString()}`;
}

function checkoutPage(payment: PaymentRow, country: CountryCode, reference: string): string {
  const total = formatMoney(payment.amountMinor + payment.feeMinor, country);
  const methods = PAYMENT_METHODS[country]
    .map(
      (method, index) =>
        `<label class="method"><input type="radio" name="method" value="${escapeHtml(method.id)}"${
          index === 0 ? ' checked' : ''
        }> ${escapeHtml(method.name)}</label>`,
    )
    .join('');
  const open = payment.status === 'PENDING';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;padding:24px 16px;color:#222}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}.note{color:#666;font-size:13px;margin:0 0 16px}
.total{font-size:28px;font-weight:700;margin:8px 0 16px}.row{display:flex;justify-content:space-between;font-size:14px;color:#555}
.method{display:block;padding:10px 12px;border:1px solid #ddd;border-radius:8px;margin:8px 0}
input[type=text]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:8px;font-size:16px}
button{width:100%;padding:12px;border:0;border-radius:8px;font-size:16px;margin-top:12px;cursor:pointer}
.pay{background:#FF9D00;color:#fff;font-weight:600}.cancel{background:#eee;color:#333}
code{background:#f0f0f0;padding:1px 4px;border-radius:4px}
</style></head><body><main>
<h1>Ajar sandbox payments</h1><p class="note">A test checkout: no real money moves.</p>
<div class="row"><span>Amount</span><span>${escapeHtml(formatMoney(payment.amountMinor, country))}</span></div>
<div class="row"><span>Transaction fee (2.9%)</span><span>${escapeHtml(formatMoney(payment.feeMinor, country))}</span></div>
<div class="total" data-testid="sandbox-total">${escapeHtml(total)}</div>
${
  open
    ? `<form method="post" action="/sandbox-pay/${escapeHtml(reference)}">
<fieldset style="border:0;padding:0;margin:0"><legend>Pay with</legend>${methods}</fieldset>
<label for="card">Card number (cards only)</label>
<input id="card" type="text" name="cardNumber" inputmode="numeric" autocomplete="off" placeholder="${SANDBOX_CARD_APPROVED}">
<p class="note">Test cards: <code>${SANDBOX_CARD_APPROVED}</code> is approved, <code>${SANDBOX_CARD_DECLINED}</code> is declined.</p>
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(total)}</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
</form>`
    : `<p>This checkout is closed (${escapeHtml(payment.status.toLowerCase())}).</p>`
}
</main></body></html>`;
}

/** The sandbox's verdict: cards by test number, other methods approved. */
function verdict(form: Record<string, string>, reference: string): SandboxOutcome {
  const method = form['method'] ?? 'card';
  if (form['action'] === 'cancel') return { reference, approved: false, method, reason: 'cancelled' };
  if (method !== 'card') return { reference, approved: true, method, reason: null };
  const card = (form['cardNumber'] ?? '').replace(/\D/g, '');
  if (card === SANDBOX_CARD_APPROVED) return { reference, approved: true, method, reason: null };
  return {
    reference,
    approved: false,
    method,
    reason: card === SANDBOX_CARD_DECLINED ? 'declined' : 'invalid card',
  };
}

export function registerSandboxRoutes(app: FastifyInstance, deps: Deps): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get('/sandbox-pay/:reference', async (request, reply) => {
      const { reference } = request.params as { reference: string };
      const checkout = await findCheckout(deps, reference);
      if (!checkout) return reply.code(404).type('text/html').send('<!doctype html><p>Unknown checkout</p>');
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(checkoutPage(checkout.payment, checkout.country, reference));
    });

    scope.post('/sandbox-pay/:reference', async (request, reply) => {
      const { reference } = request.params as { reference: string };
      const checkout = await findCheckout(deps, reference);
      if (!checkout) return reply.code(404).type('text/html').send('<!doctype html><p>Unknown checkout</p>');
      const body = JSON.stringify(verdict((request.body ?? {}) as Record<string, string>, reference));
      // Server to server, as a provider would: the marketplace believes only a correctly signed callback.
      const callback = await app.inject({
        method: 'POST',
        url: '/payments/callback/sandbox',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(deps.config.paymentSandboxSecret, body),
        },
        payload: body,
      });
      if (callback.statusCode !== 200)
        request.log.error({ status: callback.statusCode }, 'sandbox callback refused');
      return reply.redirect(resultUrl(deps, checkout.payment, checkout.country), 303);
    });
  });
}
