import { and, asc, eq } from 'drizzle-orm';
import { lockKey } from '../../db/advisory-lock';
import type { Executor, Transaction } from '../../db/client';
import { users } from '../account';
import { bookings, type BookingRow } from '../booking';
import { cartItems, type CartItemRow, type CartItemType } from './cart.tables';

/** One user's cart changes one at a time (adds, checkouts), even while it is empty. */
export async function lockCartOf(tx: Transaction, userId: string): Promise<void> {
  await lockKey(tx, 'CART', userId);
}

export async function cartRowsOf(executor: Executor, userId: string): Promise<CartItemRow[]> {
  return executor
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.itemId));
}

/** A booking in the cart, with its tutor as the cart shows them. */
export interface CartBookingRecord {
  readonly booking: BookingRow;
  readonly tutorFirstName: string;
  readonly tutorLastName: string;
  readonly tutorAvatar: string | null;
}

/** The user's cart bookings that still wait for payment (PENDING), in the order they were added (then by time). */
export async function cartBookingsOf(executor: Executor, userId: string): Promise<CartBookingRecord[]> {
  return executor
    .select({
      booking: bookings,
      tutorFirstName: users.firstName,
      tutorLastName: users.lastName,
      tutorAvatar: users.avatarUrl,
    })
    .from(cartItems)
    .innerJoin(bookings, eq(bookings.id, cartItems.itemId))
    .innerJoin(users, eq(users.id, bookings.tutorId))
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.itemType, 'Booking'),
        eq(bookings.status, 'PENDING'),
        eq(bookings.studentId, userId),
      ),
    )
    .orderBy(asc(cartItems.createdAt), asc(bookings.startTime), asc(bookings.id));
}

export async function insertCartItem(executor: Executor, item: typeof cartItems.$inferInsert): Promise<void> {
  await executor.insert(cartItems).values(item).onConflictDoNothing();
}

export async function deleteCartItem(
  executor: Executor,
  userId: string,
  itemType: CartItemType,
  itemId: string,
): Promise<boolean> {
  const rows = await executor
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.itemType, itemType), eq(cartItems.itemId, itemId)))
    .returning({ itemId: cartItems.itemId });
  return rows.length > 0;
}

export async function emptyCartOf(executor: Executor, userId: string): Promise<void> {
  await executor.delete(cartItems).where(eq(cartItems.userId, userId));
}
