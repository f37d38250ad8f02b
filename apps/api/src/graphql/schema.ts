import type { GraphQLSchema } from 'graphql';
import { builder } from './builder';
import '../modules/account/transport';
import '../modules/reference/transport';
import '../modules/profile/transport';
import '../modules/testimonial/transport';
import '../modules/resource/transport';
import '../modules/search/transport';
import '../modules/favourite/transport';
import '../modules/booking/transport';
import '../modules/payout/transport';
import '../modules/payment/transport';
import '../modules/credits/transport';
import '../modules/boost/transport';
import '../modules/assignment/transport';
import '../modules/transaction/transport';
import '../modules/calendar/transport';
import '../modules/notification/transport';
import '../modules/chat/transport';
import '../modules/contact/transport';
import '../modules/voucher/transport';
import '../modules/cart/transport';
import '../modules/availability/transport';
import '../modules/reputation/transport';
import '../modules/dispute/transport';
// The team's console
import '../modules/ops/transport';
import '../modules/classes/transport';
import '../modules/feeds/transport';
import '../modules/community/transport';
import '../modules/reads/transport';
import '../modules/rooms/transport'; // study rooms
import '../modules/classroom/transport';
import '../modules/tutor-dashboard/transport';
import '../modules/tutor-files/transport';
import '../modules/learning-goals/transport';

let schema: GraphQLSchema | undefined;

/** Every module registers its types on import; the schema is built once. */
export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}
