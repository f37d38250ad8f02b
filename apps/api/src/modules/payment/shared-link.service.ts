import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { users } from '../account';
import { isPvid } from '../../kernel/ids';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { findBookingWithParties } from '../booking';
import { payments, sharedPaymentLinks } from './payment.tables';

/*
 * Shared payment links (payment/share/{urlCode}): a student asks someone else to pay a booking. The link
 * is inactive until a payment through it starts (POST /sharedURL/active names that payment).
 */

const notFound = (): DomainError => new DomainError('NOT_FOUND', 'notFound');

/** Codes are 12 characters; the REST routes take up to 40, and nothing longer can be one. */
const SHARED_CODE_MAX = 40;

/** Whether `code` is a shared payment link of this booking: its holder may pay the booking. */
export async function isSharedLinkOf(db: Executor, code: string, bookingId: string): Promise<boolean> {
  const [link] = await db
    .select({ code: sharedPaymentLinks.code })
    .from(sharedPaymentLinks)
    .where(and(eq(sharedPaymentLinks.code, code), eq(sharedPaymentLinks.bookingId, bookingId)))
    .limit(1);
  return link !== undefined;
}

/** The booking a shared payment link's code stands for, or undefined for a code nobody generated. */
export async function bookingIdOfSharedLink(db: Executor, code: string): Promise<string | undefined> {
  if (code.length === 0 || code.length > SHARED_CODE_MAX) return undefined;
  const [link] = await db
    .select({ bookingId: sharedPaymentLinks.bookingId })
    .from(sharedPaymentLinks)
    .where(eq(sharedPaymentLinks.code, code))
    .limit(1);
  return link?.bookingId;
}

/** POST /sharedURL/generate: a new code for one of the viewer's unpaid bookings. */
export async function generateSharedLink(
  deps: Deps,
  viewer: Viewer,
  serviceName: string,
  bookingId: string,
): Promise<{ readonly codeSharedPayment: string }> {
  const row = await findBookingWithParties(deps.db, bookingId);
  if (!row || row.booking.studentId !== viewer.userId) throw notFound();
  if (row.booking.status !== 'PENDING') throw new DomainError('CONFLICT', 'nothingToPay');
  const code = randomBytes(9).toString('base64url');
  await deps.db.insert(sharedPaymentLinks).values({
    code,
    serviceName,
    bookingId,
    createdBy: viewer.userId,
    createdAt: deps.clock.now(),
  });
  return { codeSharedPayment: code };
}

/** POST /sharedURL/active: the payer started paying through the link. */
export async function activateSharedLink(
  deps: Deps,
  viewer: Viewer,
  sharedCode: string,
  paymentId: string,
): Promise<{ readonly success: true }> {
  const [link] = await deps.db
    .select()
    .from(sharedPaymentLinks)
    .where(eq(sharedPaymentLinks.code, sharedCode))
    .limit(1);
  if (!link) throw notFound();
  const [payment] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.userId, viewer.userId),
        eq(payments.bookingId, link.bookingId),
      ),
    )
    .limit(1);
  if (!payment) throw notFound();
  await deps.db
    .update(sharedPaymentLinks)
    .set({ active: true, paymentId: payment.id })
    .where(eq(sharedPaymentLinks.code, sharedCode));
  return { success: true };
}

export interface SharedLinkStatus {
  readonly code: string;
  readonly bookingId: string;
  /** Who shared the link: getUserDetailsOnPaymentURL(userId) names them on the payment page. */
  readonly userId: string;
  readonly active: boolean;
  readonly paid: boolean;
}

/** GET /sharedURL/status/{product}Transcribe/{id}: any other product is not found. */
export async function sharedLinkStatus(deps: Deps, product: string, code: string): Promise<SharedLinkStatus> {
  if (!product.endsWith('Transcribe')) throw notFound();
  const [link] = await deps.db
    .select()
    .from(sharedPaymentLinks)
    .where(eq(sharedPaymentLinks.code, code))
    .limit(1);
  if (!link) throw notFound();
  const row = await findBookingWithParties(deps.db, link.bookingId);
  return {
    code,
    bookingId: link.bookingId,
    userId: link.createdBy,
    active: link.active,
    paid: row?.booking.paidAt !== null && row?.booking.paidAt !== undefined,
  };
}

/** Spec section 7, getUserDetailsOnPaymentURL: who asks the payer to pay. */
export interface PaymentUrlUserView {
  readonly userPvid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly avatarUrl: string | null;
}

/**
 * Only someone who has shared a payment link is named this way, so the query cannot be used to look up
 * any account by its id.
 */
export async function userDetailsOnPaymentUrl(deps: Deps, userId: string): Promise<PaymentUrlUserView> {
  if (!isPvid(userId)) throw notFound();
  const [row] = await deps.db
    .select({
      userPvid: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      country: users.country,
      avatarUrl: users.avatarUrl,
    })
    .from(users)
    .innerJoin(sharedPaymentLinks, eq(sharedPaymentLinks.createdBy, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
