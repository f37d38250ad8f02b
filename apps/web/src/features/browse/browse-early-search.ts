import { isCountryCode } from '@ajar/domain';
import type { OperationResult } from 'urql';
import {
  BrowseFindTutorsDocument,
  type BrowseFindTutorsMutation,
  type BrowseFindTutorsMutationVariables,
} from '../../gql/graphql';
import { apiClientFor } from '../../shared/api/current-client';
import { answeredData, askEarly, takeEarly } from '../../shared/api/early-answers';
import { getToken } from '../../shared/session/session-store';
import { filtersFromSearch } from './browse-filters';
import { findTutorsVariables, type TutorSearchOrigin } from './search-variables';

export type FindTutorsAnswer = OperationResult<BrowseFindTutorsMutation, BrowseFindTutorsMutationVariables>;

const keyOf = (variables: BrowseFindTutorsMutationVariables) => `findTutors:${JSON.stringify(variables)}`;

/**
 * Asks findTutors for the search at `href` (its filters are in the query string) as soon as the page's code
 * is in, before the page draws; useFindTutors takes the answer instead of asking again.
 */
export function askTutorsEarly(href: string, country: string | undefined, origin: TutorSearchOrigin): void {
  if (!isCountryCode(country)) return;
  const filters = filtersFromSearch(new URL(href).searchParams, country);
  const variables = findTutorsVariables(filters, country, origin);
  askEarly(keyOf(variables), () =>
    apiClientFor(getToken()).mutation(BrowseFindTutorsDocument, variables).toPromise(),
  );
}

/** The answer asked for early for exactly these variables, once. */
export function takeTutorsEarly(
  variables: BrowseFindTutorsMutationVariables,
): Promise<FindTutorsAnswer> | undefined {
  return takeEarly<FindTutorsAnswer>(keyOf(variables));
}

/** The search already answered when the page is first drawn (the server's render, and the browser taking it over). */
export function answeredTutors(
  variables: BrowseFindTutorsMutationVariables,
): BrowseFindTutorsMutation | undefined {
  return answeredData<BrowseFindTutorsMutation>(keyOf(variables));
}
