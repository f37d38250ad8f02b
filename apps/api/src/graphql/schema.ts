import type { GraphQLSchema } from 'graphql';
import { builder } from './builder';
import '../modules/account/account.graphql';
import '../modules/reference/reference.graphql';
import '../modules/profile/profile-types.graphql';
import '../modules/profile/profile-fields.graphql';
import '../modules/profile/profile-about.graphql';
import '../modules/profile/profile-sections.graphql';
import '../modules/profile/profile-insights.graphql';
import '../modules/testimonial/testimonial.graphql';
import '../modules/resource/resource.graphql';
import '../modules/search/search.graphql';
import '../modules/favourite/favourite.graphql';
import '../modules/booking/booking.graphql';
import '../modules/payout/payout.graphql';
import '../modules/payment/payment.graphql';
import '../modules/assignment/assignment.graphql';
import '../modules/transaction/transaction.graphql';
import '../modules/calendar/calendar.graphql';
import '../modules/notification/notification.graphql';
import '../modules/chat/chat.graphql';

let schema: GraphQLSchema | undefined;

/** Every module registers its types on import; the schema is built once. */
export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}
