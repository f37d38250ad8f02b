import type { TestApp } from '../../../test/test-app';
import { ADD_BOOKING, type bookingWorld } from '../../booking/testing';

export const CART_FIELDS = `totalPrice currency orginalTotalPrice totalDiscountAmount count
  booking { bookingPrices bookingDiscountAmount orginalBookingPrice
    items { bookingId subject level duration type status hourPrice totalPrice discountAmount tutorFirstName } }
  content { contentPrices items { id } }
  voucher { id code ableToUse }`;

export interface CartFields {
  readonly totalPrice: number;
  readonly currency: string;
  readonly orginalTotalPrice: number;
  readonly totalDiscountAmount: number;
  readonly count: number;
  readonly booking: {
    readonly bookingPrices: number;
    readonly bookingDiscountAmount: number;
    readonly orginalBookingPrice: number;
    readonly items: readonly {
      readonly bookingId: string;
      readonly totalPrice: number;
      readonly discountAmount: number;
      readonly hourPrice: number;
    }[];
  };
  readonly voucher: { readonly id: string; readonly code: string } | null;
}

export function cartApi(t: TestApp, world: ReturnType<typeof bookingWorld>) {
  const cart = (token: string, voucherId?: string) =>
    t.gql<{ getUserCartsItems: CartFields }>(
      `query($voucherId: ID) { getUserCartsItems(voucherId: $voucherId) { ${CART_FIELDS} } }`,
      { voucherId: voucherId ?? null },
      { token },
    );
  const add = (token: string, itemId: string, extra: Record<string, unknown> = {}) =>
    t.gql<{ addItemToCart: { success: boolean; count: number } }>(
      `mutation($itemId: ID!, $itemType: CartItemType!, $quantity: Int) {
        addItemToCart(itemId: $itemId, itemType: $itemType, quantity: $quantity) { success count } }`,
      { itemId, itemType: 'Booking', quantity: 1, ...extra },
      { token },
    );
  const change = (name: string, token: string, itemId: string, itemType = 'Booking') =>
    t.gql<Record<string, { success: boolean; count: number }>>(
      `mutation($itemId: ID!, $itemType: CartItemType!) { ${name}(itemId: $itemId, itemType: $itemType) { success count } }`,
      { itemId, itemType },
      { token },
    );
  const checkout = (token: string, voucherId?: string) =>
    t.gql<{
      checkoutCartWithAjarBalance: {
        success: boolean;
        bookingIds: string[];
        totalPrice: number;
        totalDiscountAmount: number;
      };
    }>(
      `mutation($voucherId: ID) { checkoutCartWithAjarBalance(voucherId: $voucherId) {
        success bookingIds totalPrice totalDiscountAmount currency } }`,
      { voucherId: voucherId ?? null },
      { token },
    );
  /** An unpaid booking of the tutor's lesson `hours` ahead. */
  async function pending(
    student: { token: string },
    tutor: { userId: string; subjectLevelId: string },
    hours: number,
  ): Promise<{ id: string; due: number }> {
    const result = await t.gql<{ addBooking: { booking: { pvid: string }; bookingPrice: number } }>(
      ADD_BOOKING,
      { tutorPvid: tutor.userId, subjectPvid: tutor.subjectLevelId, type: 'ONLINE', ...world.lesson(hours) },
      { token: student.token },
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return { id: result.data.addBooking.booking.pvid, due: result.data.addBooking.bookingPrice };
  }
  return { cart, add, change, checkout, pending };
}
