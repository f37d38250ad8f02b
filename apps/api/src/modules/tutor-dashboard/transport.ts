/** The tutor dashboard area's transport face: its GraphQL fields, for graphql/schema.ts. */
import './tutor-dashboard.graphql';
