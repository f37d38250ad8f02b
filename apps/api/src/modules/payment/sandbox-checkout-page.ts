import {
  PAYMENT_METHODS,
  SANDBOX_CARD_APPROVED,
  SANDBOX_CARD_DECLINED,
  formatMoney,
  type CountryCode,
} from '@ajar/domain';
import type { PaymentRow } from './payment.tables';
import { escapeHtml } from '../../kernel/escape-html';

/*
 * The sandbox's hosted checkout page: a page of its own (no SPA, no scripts) with the market's methods and
 * test cards, under a banner that says no real money moves.
 */

export const SANDBOX_TEST_BANNER = 'Test mode: no real money moves';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;color:#222}
.test-banner{position:sticky;top:0;z-index:1;background:#ffd666;color:#3d2a00;border-bottom:3px solid #d48806;
padding:14px 16px;text-align:center;font-size:18px;font-weight:700;letter-spacing:.2px}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}.note{color:#666;font-size:13px;margin:0 0 16px}
.total{font-size:28px;font-weight:700;margin:8px 0 16px}.row{display:flex;justify-content:space-between;font-size:14px;color:#555}
.method{display:block;padding:10px 12px;border:1px solid #ddd;border-radius:8px;margin:8px 0}
input[type=text]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:8px;font-size:16px}
button{width:100%;padding:12px;border:0;border-radius:8px;font-size:16px;margin-top:12px;cursor:pointer}
.pay{background:#FF9D00;color:#1F1A14;font-weight:600}.cancel{background:#eee;color:#333}
code{background:#f0f0f0;padding:1px 4px;border-radius:4px}`;

/** A sandbox page: the test-mode banner first, then the content. */
export function sandboxPage(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body>
<div class="test-banner" role="alert" data-testid="sandbox-test-banner">${SANDBOX_TEST_BANNER}</div>
<main>${content}</main></body></html>`;
}

export function sandboxCheckoutPage(payment: PaymentRow, country: CountryCode, reference: string): string {
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
  return sandboxPage(
    'Sandbox checkout',
    `<h1>Ajar sandbox payments</h1><p class="note">A test checkout: nobody is charged.</p>
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
}`,
  );
}
