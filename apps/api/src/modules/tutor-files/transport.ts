/** The tutor files area's transport face (issue 19): its GraphQL fields and the download route. */
import './tutor-files.graphql';
export { registerTutorFileRoutes } from './tutor-files.routes';
