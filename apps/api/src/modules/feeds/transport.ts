/** The feeds area's transport face: its GraphQL fields (loaded for their effect on the schema builder). */
import './feeds.graphql';
// Reads' votes are up or down as the feed's are: one enum.
export { FeedVoteEnum } from './feeds.graphql';
