/**
 * The classes area's transport face: its GraphQL fields (loaded for their effect on the schema
 * builder). Only the app layer and other areas' transports import it; services never do.
 */
import './classes.graphql';
