/**
 * The search area's transport face: its GraphQL fields (loaded for their effect on the schema builder), the tutor card type other transports return and the plugin that flushes index updates.
 * Only the app layer (graphql/schema.ts, graphql/yoga.ts, server.ts) and other areas' transports import it;
 * services never do (they know no transport).
 */
import './search.graphql';
export { SearchTutorType } from './search-tutor.graphql-type';
export { searchFlushPlugin } from './search-flush.plugin';
