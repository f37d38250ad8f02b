/**
 * The contact area's transport face: its GraphQL mutation (loaded for its effect on the schema builder).
 * Only the app layer imports it; the service knows no transport.
 */
import './contact.graphql';
