/** The tutor files area's transport face: its GraphQL fields and the download route. */
import './tutor-files.graphql';
export { registerTutorFileRoutes } from './tutor-files.routes';
