import { SANDBOX_CARD_APPROVED, SANDBOX_CARD_DECLINED, type CountryCode } from '@ajar/domain';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { SANDBOX_PROVIDER } from '../../infra/payments/sandbox-provider';
import { users } from '../account';
import { bookings } from '../booking';
import { paymentReturnUrl } from './payment.service';
import { payments, type PaymentRow } from './payment.tables';
import type { SandboxCallback } from './sandbox-signature';

/*
 * The built-in sandbox provider's side of a checkout: the payment its hosted page shows, and its verdict on
 * what the payer submitted there.
 */

export interface SandboxCheckout {
  readonly payment: PaymentRow;
  readonly country: CountryCode;
}

/** The sandbox checkout with this reference, or undefined for one the sandbox never opened. */
export async function sandboxCheckout(deps: Deps, reference: string): Promise<SandboxCheckout | undefined> {
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

/** The sandbox's verdict, a fresh event each time: cards by test number, other methods approved. */
function verdict(form: Readonly<Record<string, string>>, reference: string): SandboxCallback {
  const eventId = `sandbox-evt-${randomUUID()}`;
  const method = form['method'] ?? 'card';
  const decide = (approved: boolean, reason: string | null): SandboxCallback => ({
    eventId,
    reference,
    approved,
    method,
    reason,
  });
  if (form['action'] === 'cancel') return decide(false, 'cancelled');
  if (method !== 'card') return decide(true, null);
  const card = (form['cardNumber'] ?? '').replace(/\D/g, '');
  if (card === SANDBOX_CARD_APPROVED) return decide(true, null);
  return decide(false, card === SANDBOX_CARD_DECLINED ? 'declined' : 'invalid card');
}

export interface SandboxDecision {
  /** What the sandbox tells the marketplace, server to server, in a signed callback. */
  readonly callback: SandboxCallback;
  /** Where the payer goes next: the marketplace's redirect page. */
  readonly returnUrl: string;
}

/** The payer submitted the sandbox's checkout page: its verdict, or undefined for an unknown checkout. */
export async function decideSandboxCheckout(
  deps: Deps,
  reference: string,
  form: Readonly<Record<string, string>>,
): Promise<SandboxDecision | undefined> {
  const checkout = await sandboxCheckout(deps, reference);
  if (!checkout) return undefined;
  return {
    callback: verdict(form, reference),
    returnUrl: paymentReturnUrl(deps, checkout.payment, checkout.country),
  };
}
