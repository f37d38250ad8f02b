/**
 * The booking area's transport face: its GraphQL fields (loaded for their effect on the schema builder), and
 * the enums other areas' types show (the cart's bookings) and the Booking type other areas add fields to. Only the app layer (graphql/schema.ts,
 * graphql/yoga.ts, server.ts) and other areas' transports import it; services never do.
 */
export { BookingStatusEnum, BookingType, BookingTypeEnum } from './booking.graphql';
import './booking-policy.graphql';
