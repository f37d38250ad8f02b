// The public face of the search area: the one file other areas and the app layer import.
export { searchTutorsByUserIds } from './search-cards';
export { flushSearchIndex, startSearchIndexer } from './search-indexer';
export { matchingTutors } from './search.service';
export type { MatchingTutorView, SearchTutorView } from './search.shapes';
