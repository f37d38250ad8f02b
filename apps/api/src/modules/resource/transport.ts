/**
 * The resource area's transport face: its GraphQL fields (loaded for their effect on the schema builder), its upload routes and the multipart limit Yoga applies.
 * Only the app layer (graphql/schema.ts, graphql/yoga.ts, server.ts) and other areas' transports import it;
 * services never do (they know no transport).
 */
import './resource.graphql';
export { MAX_MULTIPART_BYTES, refuseOversizeMultipart, registerUploadRoutes } from './uploads.routes';
