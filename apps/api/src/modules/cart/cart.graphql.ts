import { builder } from '../../graphql/builder';
import { BookingStatusEnum, BookingTypeEnum } from '../booking/transport';
import { VoucherType } from '../voucher/transport';
import { checkoutCartWithBalance } from './cart-checkout.service';
import { addItemToCart, cartOf, changeItemQuantity, deleteItemFromCart } from './cart.service';
import type {
  BookingCartItemView,
  ClassCartItemView,
  CartChangeView,
  CartCheckoutView,
  CartView,
  ContentCartItemView,
} from './cart.shapes';
import { CART_ITEM_TYPES } from './cart.tables';

const CartItemTypeEnum = builder.enumType('CartItemType', { values: CART_ITEM_TYPES });

const BookingCartItemType = builder.objectRef<BookingCartItemView>('BookingCartItem').implement({
  fields: (t) => ({
    bookingId: t.exposeID('bookingId'),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime' }),
    location: t.exposeString('location'),
    duration: t.exposeInt('duration'),
    type: t.expose('type', { type: BookingTypeEnum }),
    status: t.expose('status', { type: BookingStatusEnum }),
    subject: t.exposeString('subject'),
    level: t.exposeString('level'),
    hourPrice: t.expose('hourPrice', { type: 'Money', description: "The lesson's price per hour." }),
    totalPrice: t.expose('totalPrice', {
      type: 'Money',
      description:
        "What this booking still asks (the lesson, or a first booking's prepaid lessons, less what the balance paid).",
    }),
    discountAmount: t.expose('discountAmount', {
      type: 'Money',
      description: "The voucher's discount on this booking.",
    }),
    tutorFirstName: t.exposeString('tutorFirstName'),
    tutorLastName: t.exposeString('tutorLastName'),
    tutorAvatar: t.exposeString('tutorAvatar', { nullable: true }),
  }),
});

const ContentReviewFileType = builder
  .objectRef<NonNullable<ContentCartItemView['reviewFile']>>('ContentReviewFile')
  .implement({ fields: (t) => ({ path: t.exposeString('path'), type: t.exposeString('type') }) });

const ContentCartItemType = builder.objectRef<ContentCartItemView>('ContentCartItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    seller: t.exposeString('seller'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    price: t.expose('price', { type: 'Money' }),
    currency: t.exposeString('currency'),
    quantity: t.exposeInt('quantity'),
    subject: t.exposeString('subject'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    reviewFile: t.field({ type: ContentReviewFileType, nullable: true, resolve: (item) => item.reviewFile }),
  }),
});

const BookingCartType = builder.objectRef<CartView['booking']>('BookingCart').implement({
  fields: (t) => ({
    bookingPrices: t.expose('bookingPrices', { type: 'Money' }),
    bookingDiscountAmount: t.expose('bookingDiscountAmount', { type: 'Money' }),
    orginalBookingPrice: t.expose('orginalBookingPrice', { type: 'Money' }),
    items: t.field({
      type: [BookingCartItemType],
      nullable: { list: false, items: true },
      resolve: (cart) => [...cart.items],
    }),
  }),
});

const ContentCartType = builder.objectRef<CartView['content']>('ContentCart').implement({
  fields: (t) => ({
    contentPrices: t.expose('contentPrices', { type: 'Money' }),
    orginalContentPrice: t.expose('orginalContentPrice', { type: 'Money' }),
    contentDiscountAmount: t.expose('contentDiscountAmount', { type: 'Money' }),
    items: t.field({
      type: [ContentCartItemType],
      nullable: { list: false, items: true },
      resolve: (cart) => [...cart.items],
    }),
  }),
});

const ClassCartItemType = builder.objectRef<ClassCartItemView>('ClassCartItem').implement({
  description: 'A seat in a group class.',
  fields: (t) => ({
    classId: t.exposeID('classId'),
    title: t.exposeString('title'),
    price: t.expose('price', { type: 'Money', description: 'What the seat costs now.' }),
    seatsLeft: t.exposeInt('seatsLeft'),
    firstSessionAt: t.expose('firstSessionAt', { type: 'DateTime', nullable: true }),
    sessionCount: t.exposeInt('sessionCount'),
    tutorFirstName: t.exposeString('tutorFirstName'),
    tutorLastName: t.exposeString('tutorLastName'),
    tutorAvatar: t.exposeString('tutorAvatar', { nullable: true }),
  }),
});

const ClassCartType = builder.objectRef<CartView['classes']>('ClassCart').implement({
  fields: (t) => ({
    classPrices: t.expose('classPrices', { type: 'Money' }),
    items: t.field({
      type: [ClassCartItemType],
      nullable: { list: false, items: true },
      resolve: (cart) => [...cart.items],
    }),
  }),
});

const CartType = builder.objectRef<CartView>('Cart').implement({
  description:
    'Spec section 3, Cart: totals in the cart’s currency, with the voucher (when given and usable) applied.',
  fields: (t) => ({
    totalPrice: t.expose('totalPrice', { type: 'Money' }),
    currency: t.exposeString('currency', {
      description: "The market's currency of the cart's items (the viewer's market's when empty).",
    }),
    orginalTotalPrice: t.expose('orginalTotalPrice', { type: 'Money' }),
    totalDiscountAmount: t.expose('totalDiscountAmount', { type: 'Money' }),
    count: t.exposeInt('count', {
      description: 'Spec section 4: content items plus booking items (and class seats).',
    }),
    booking: t.field({ type: BookingCartType, resolve: (cart) => cart.booking }),
    content: t.field({ type: ContentCartType, resolve: (cart) => cart.content }),
    classes: t.field({
      type: ClassCartType,
      description: 'Seats in group classes; vouchers apply to lessons only.',
      resolve: (cart) => cart.classes,
    }),
    voucher: t.field({
      type: VoucherType,
      nullable: true,
      description: 'The voucher applied (null when none was asked for).',
      resolve: (cart) => cart.voucher,
    }),
  }),
});

const CartChangeType = builder.objectRef<CartChangeView>('CartChange').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    count: t.exposeInt('count', { description: "The cart's count after the change." }),
  }),
});

const CartCheckoutResultType = builder.objectRef<CartCheckoutView>('CartCheckoutResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    bookingIds: t.field({
      type: ['ID'],
      description: 'The bookings paid.',
      resolve: (result) => [...result.bookingIds],
    }),
    classIds: t.field({
      type: ['ID'],
      description: 'The classes a seat was taken in.',
      resolve: (result) => [...result.classIds],
    }),
    totalPrice: t.expose('totalPrice', { type: 'Money' }),
    totalDiscountAmount: t.expose('totalDiscountAmount', { type: 'Money' }),
    currency: t.exposeString('currency'),
  }),
});

builder.queryFields((t) => ({
  getUserCartsItems: t.withAuth({ member: true }).field({
    type: CartType,
    description: 'The viewer’s cart; with a voucher they claimed, the discount it would give.',
    args: { voucherId: t.arg.id() },
    resolve: (_root, args, { deps, viewer }) => cartOf(deps, viewer, args.voucherId ?? null),
  }),
}));

const itemArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  itemId: t.arg.id({ required: true }),
  itemType: t.arg({ type: CartItemTypeEnum, required: true }),
});

builder.mutationFields((t) => ({
  addItemToCart: t.withAuth({ member: true }).field({
    type: CartChangeType,
    description:
      'The viewer’s unpaid booking, or a seat in a group class (itemType Class), joins their cart (quantity 1; one market’s currency per cart).',
    args: { ...itemArgs(t), quantity: t.arg.int() },
    resolve: (_root, args, { deps, viewer }) => addItemToCart(deps, viewer, args),
  }),
  deleteItemFormCart: t.withAuth({ member: true }).field({
    type: CartChangeType,
    args: itemArgs(t),
    resolve: (_root, args, { deps, viewer }) => deleteItemFromCart(deps, viewer, args),
  }),
  increaseItemQuantityByOne: t.withAuth({ member: true }).field({
    type: CartChangeType,
    description: 'Content items only: a booking is always one item (cartQuantityFixed).',
    args: itemArgs(t),
    resolve: (_root, args, { deps, viewer }) => changeItemQuantity(deps, viewer, args),
  }),
  decreaseItemQuantityByOne: t.withAuth({ member: true }).field({
    type: CartChangeType,
    description: 'Content items only: a booking is always one item (cartQuantityFixed).',
    args: itemArgs(t),
    resolve: (_root, args, { deps, viewer }) => changeItemQuantity(deps, viewer, args),
  }),
  checkoutCartWithAjarBalance: t.withAuth({ member: true }).field({
    type: CartCheckoutResultType,
    description: 'Pays the whole cart from the balance in one transaction, all or nothing, with the voucher.',
    args: { voucherId: t.arg.id() },
    resolve: (_root, args, { deps, viewer }) => checkoutCartWithBalance(deps, viewer, args.voucherId ?? null),
  }),
}));
