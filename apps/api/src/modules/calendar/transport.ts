/**
 * The calendar area's transport face: its GraphQL fields (loaded for their effect on the schema builder) and its REST route (the iCal feed).
 * Only the app layer (graphql/schema.ts, graphql/yoga.ts, server.ts) and other areas' transports import it;
 * services never do (they know no transport).
 */
import './calendar.graphql';
export { registerCalendarRoutes } from './calendar.routes';
