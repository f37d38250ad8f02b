import { MARKETS, amountStillDueMinor, cartTotals } from '@ajar/domain';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { lockBooking } from '../booking';
import { cartClassesOf, classDue, type CartClassRecord } from '../classes';
import { previewVoucher, type VoucherView } from '../voucher';
import {
  cartBookingsOf,
  cartRowsOf,
  deleteCartItem,
  insertCartItem,
  lockCartOf,
  type CartBookingRecord,
} from './cart.queries';
import type { CartChangeView, CartView } from './cart.shapes';
import type { CartItemType } from './cart.tables';

const notFound = () => new DomainError('NOT_FOUND', 'notFound');

/** The cart's class seats still on offer, in the order they were added. */
export async function cartClassRecordsOf(executor: Executor, userId: string): Promise<CartClassRecord[]> {
  const rows = await cartRowsOf(executor, userId);
  return cartClassesOf(
    executor,
    rows.filter((row) => row.itemType === 'Class').map((row) => row.itemId),
  );
}

/**
 * The cart's count (spec section 4): content items plus booking items that still wait for payment, plus class
 * seats.
 */
export async function cartCountOf(executor: Executor, userId: string): Promise<number> {
  return (
    (await cartBookingsOf(executor, userId)).length + (await cartClassRecordsOf(executor, userId)).length
  );
}

/** A seat in a group class joins the cart once, checked as an enrolment would be. */
async function addClassToCart(deps: Deps, viewer: Viewer, classId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockCartOf(tx, viewer.userId);
    const due = await classDue(tx, viewer, classId, now);
    const rows = await cartRowsOf(tx, viewer.userId);
    if (rows.some((row) => row.currency !== due.currency))
      throw new DomainError('CONFLICT', 'cartOtherMarket');
    await insertCartItem(tx, {
      userId: viewer.userId,
      itemType: 'Class',
      itemId: classId,
      quantity: 1,
      currency: due.currency,
      createdAt: now,
    });
  });
}

/**
 * addItemToCart: the viewer's own unpaid booking joins their cart, once, as one item. A cart is in one
 * market's currency; the content shop's items cannot be added until the shop exists.
 */
export async function addItemToCart(
  deps: Deps,
  viewer: Viewer,
  input: { readonly itemId: string; readonly itemType: CartItemType; readonly quantity?: number | null },
): Promise<CartChangeView> {
  if (input.itemType === 'Content') throw new DomainError('CONFLICT', 'cartItemUnavailable');
  if ((input.quantity ?? 1) !== 1) throw new DomainError('BAD_USER_INPUT', 'cartQuantityFixed');
  if (!isPvid(input.itemId)) throw notFound();
  if (input.itemType === 'Class') {
    await addClassToCart(deps, viewer, input.itemId);
    return { success: true, count: await cartCountOf(deps.db, viewer.userId) };
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockCartOf(tx, viewer.userId);
    const booking = await lockBooking(tx, input.itemId);
    if (!booking || booking.studentId !== viewer.userId) throw notFound();
    if (booking.status !== 'PENDING' || amountStillDueMinor(booking) <= 0)
      throw new DomainError('CONFLICT', 'cartItemUnavailable');
    if (booking.country !== viewer.country) throw new DomainError('FORBIDDEN', 'differentCountry');
    const rows = await cartRowsOf(tx, viewer.userId);
    if (rows.some((row) => row.currency !== booking.currency))
      throw new DomainError('CONFLICT', 'cartOtherMarket');
    await insertCartItem(tx, {
      userId: viewer.userId,
      itemType: 'Booking',
      itemId: booking.id,
      quantity: 1,
      currency: booking.currency,
      createdAt: now,
    });
  });
  return { success: true, count: await cartCountOf(deps.db, viewer.userId) };
}

export async function deleteItemFromCart(
  deps: Deps,
  viewer: Viewer,
  input: { readonly itemId: string; readonly itemType: CartItemType },
): Promise<CartChangeView> {
  if (!isPvid(input.itemId)) throw notFound();
  if (!(await deleteCartItem(deps.db, viewer.userId, input.itemType, input.itemId))) throw notFound();
  return { success: true, count: await cartCountOf(deps.db, viewer.userId) };
}

/** increase/decreaseItemQuantityByOne: only content has a quantity; a booking or a seat is always one item. */
export async function changeItemQuantity(
  deps: Deps,
  viewer: Viewer,
  input: { readonly itemId: string; readonly itemType: CartItemType },
): Promise<CartChangeView> {
  if (!isPvid(input.itemId)) throw notFound();
  const rows = await cartRowsOf(deps.db, viewer.userId);
  const item = rows.find((row) => row.itemType === input.itemType && row.itemId === input.itemId);
  if (!item) throw notFound();
  throw new DomainError('CONFLICT', 'cartQuantityFixed');
}

/** What a booking in the cart asks before any voucher: its due amount less what the balance paid. */
const undiscountedDue = ({ booking }: CartBookingRecord) =>
  Math.max(0, booking.dueMinor - booking.amountPaidUsingUserBalanceMinor);

/**
 * getUserCartsItems(voucherId): the cart with its totals; with a voucher the viewer claimed, the discount
 * it would give (refused as its use would be: expired, used, another tutor's or market's).
 */
export async function cartOf(
  deps: Deps,
  viewer: Viewer,
  voucherId: string | null,
  executor: Executor = deps.db,
): Promise<CartView> {
  const now = deps.clock.now();
  const records = await cartBookingsOf(executor, viewer.userId);
  const seats = await cartClassRecordsOf(executor, viewer.userId);
  const currency = records[0]?.booking.currency ?? seats[0]?.currency ?? MARKETS[viewer.country].currency;
  let voucher: VoucherView | null = null;
  let discounts: readonly number[] = records.map((record) => record.booking.discountMinor);
  if (voucherId && records.length > 0) {
    const preview = await previewVoucher(executor, {
      studentId: viewer.userId,
      studentCountry: viewer.country,
      voucherId,
      bookings: records.map((record) => record.booking),
      now,
    });
    voucher = preview.voucher;
    discounts = preview.discounts;
  }
  const lines = records.map((record) => ({
    priceMinor: undiscountedDue(record),
    quantity: 1,
    applies: false,
  }));
  const bookingsOriginal = cartTotals(lines, currency, null).orginalTotalPrice;
  const classPrices = seats.reduce((sum, seat) => sum + seat.due, 0);
  const original = bookingsOriginal + classPrices;
  const off = discounts.reduce((sum, value) => sum + value, 0);
  const items = records.map((record, index) => {
    const { booking } = record;
    return {
      bookingId: booking.id,
      startTime: booking.startTime,
      endTime: booking.endTime,
      location: booking.location,
      duration: booking.durationMinutes,
      type: booking.type,
      status: booking.status,
      subject: booking.subjectName,
      level: booking.levelName,
      hourPrice: Math.round((booking.priceMinor * 60) / booking.durationMinutes),
      totalPrice: undiscountedDue(record),
      discountAmount: discounts[index] ?? 0,
      tutorFirstName: record.tutorFirstName,
      tutorLastName: record.tutorLastName,
      tutorAvatar: record.tutorAvatar,
    };
  });
  return {
    totalPrice: original - off,
    currency,
    orginalTotalPrice: original,
    totalDiscountAmount: off,
    count: records.length + seats.length,
    booking: {
      bookingPrices: bookingsOriginal - off,
      bookingDiscountAmount: off,
      orginalBookingPrice: bookingsOriginal,
      items,
    },
    classes: {
      classPrices,
      items: seats.map((seat) => ({
        classId: seat.classId,
        title: seat.title,
        price: seat.due,
        seatsLeft: seat.seatsLeft,
        firstSessionAt: seat.firstSessionAt,
        sessionCount: seat.sessionCount,
        tutorFirstName: seat.tutorFirstName,
        tutorLastName: seat.tutorLastName,
        tutorAvatar: seat.tutorAvatar,
      })),
    },
    content: { contentPrices: 0, orginalContentPrice: 0, contentDiscountAmount: 0, items: [] },
    voucher,
  };
}
