/**
 * The voucher area's transport face: its GraphQL fields, and the Voucher type the cart returns.
 * Only the app layer and other areas' transports import it; services never do.
 */
export { VoucherType } from './voucher.graphql';
