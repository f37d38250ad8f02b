/** The tutor dashboard area's transport face (issue 19): its GraphQL fields, for graphql/schema.ts. */
import './tutor-dashboard.graphql';
