import type { BookingStatus, BookingType, CurrencyCode } from '@ajar/domain';
import type { VoucherView } from '../voucher';

export interface BookingCartItemView {
  readonly bookingId: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly location: string;
  readonly duration: number;
  readonly type: BookingType;
  readonly status: BookingStatus;
  readonly subject: string;
  readonly level: string;
  readonly hourPrice: number;
  readonly totalPrice: number;
  readonly discountAmount: number;
  readonly tutorFirstName: string;
  readonly tutorLastName: string;
  readonly tutorAvatar: string | null;
}

/** The content shop's items (none can be added yet: the shop arrives with its own issue). */
export interface ContentCartItemView {
  readonly id: string;
  readonly seller: string;
  readonly title: string;
  readonly description: string;
  readonly price: number;
  readonly currency: string;
  readonly quantity: number;
  readonly subject: string;
  readonly createdAt: Date;
  readonly reviewFile: { readonly path: string; readonly type: string } | null;
}

/** A seat in a group class: what it costs now, and when the class starts. */
export interface ClassCartItemView {
  readonly classId: string;
  readonly title: string;
  readonly price: number;
  readonly seatsLeft: number;
  readonly firstSessionAt: Date | null;
  readonly sessionCount: number;
  readonly tutorFirstName: string;
  readonly tutorLastName: string;
  readonly tutorAvatar: string | null;
}

/** Spec section 3: Cart, Booking cart and Content cart; and the group class seats. */
export interface CartView {
  readonly totalPrice: number;
  readonly currency: CurrencyCode;
  readonly orginalTotalPrice: number;
  readonly totalDiscountAmount: number;
  readonly count: number;
  readonly booking: {
    readonly bookingPrices: number;
    readonly bookingDiscountAmount: number;
    readonly orginalBookingPrice: number;
    readonly items: readonly BookingCartItemView[];
  };
  readonly content: {
    readonly contentPrices: number;
    readonly orginalContentPrice: number;
    readonly contentDiscountAmount: number;
    readonly items: readonly ContentCartItemView[];
  };
  readonly classes: {
    readonly classPrices: number;
    readonly items: readonly ClassCartItemView[];
  };
  readonly voucher: VoucherView | null;
}

export interface CartChangeView {
  readonly success: boolean;
  readonly count: number;
}

export interface CartCheckoutView {
  readonly success: boolean;
  readonly bookingIds: readonly string[];
  /** The classes a seat was taken in. */
  readonly classIds: readonly string[];
  readonly totalPrice: number;
  readonly totalDiscountAmount: number;
  readonly currency: CurrencyCode;
}
