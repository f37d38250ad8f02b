/**
 * The ops area's transport face (the team's console): its GraphQL fields, loaded for their effect on
 * the schema builder. Only the app layer and other areas' transports import it.
 */
import './ops-reports.graphql';
import './ops-staff.graphql';
import './ops-feedback.graphql';
