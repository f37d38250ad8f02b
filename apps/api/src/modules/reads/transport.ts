/** The reads area's transport face: its GraphQL fields (loaded for their effect on the schema builder). */
import './reads.graphql';
import './reads-staff.graphql';
