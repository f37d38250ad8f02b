/**
 * The profile area's transport face: its GraphQL fields (loaded for their effect on the schema builder) and the types other transports return.
 * Only the app layer (graphql/schema.ts, graphql/yoga.ts, server.ts) and other areas' transports import it;
 * services never do (they know no transport).
 */
import './profile-types.graphql';
import './profile-fields.graphql';
import './profile-about.graphql';
import './profile-sections.graphql';
import './profile-insights.graphql';
export { CompletionDetailType, CompletionUserType, ProfileNonAcademicType } from './profile-types.graphql';
