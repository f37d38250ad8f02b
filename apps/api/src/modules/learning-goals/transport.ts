/**
 * The learning-goals area's transport face: its GraphQL fields (loaded for their effect on the schema builder).
 * Only the app layer (graphql/schema.ts, graphql/yoga.ts, server.ts) and other areas' transports import it;
 * services never do (they know no transport).
 */
import './learning-goals.graphql';
