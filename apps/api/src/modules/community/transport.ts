/** The community area's transport face: its GraphQL fields (loaded for their effect on the schema builder). */
import './community.graphql';
