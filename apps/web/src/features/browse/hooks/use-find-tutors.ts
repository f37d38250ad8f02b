import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, type CombinedError } from 'urql';
import {
  BrowseFindTutorsDocument,
  type BrowseFindTutorsMutation,
  type BrowseFindTutorsMutationVariables,
} from '../../../gql/graphql';
import { showError } from '../../../shared/feedback/toast';
import { answeredTutors, takeTutorsEarly } from '../browse-early-search';

export type TutorSearchResult = BrowseFindTutorsMutation['findTutors'];

interface Settled {
  readonly key: string;
  readonly result: TutorSearchResult | null;
  readonly error: CombinedError | null;
}

export interface TutorSearch {
  readonly result: TutorSearchResult | null;
  readonly error: CombinedError | null;
  /** True while the current variables have no answer yet. */
  readonly loading: boolean;
  readonly retry: () => void;
}

/**
 * findTutors is a mutation (spec section 7), so it is run by hand whenever the variables change (or its
 * answer is taken from the route's early ask); an answer to variables no longer shown is dropped. Failures toast (spec section 8) and stay
 * readable for the page's retry block.
 */
export function useFindTutors(variables: BrowseFindTutorsMutationVariables): TutorSearch {
  const [, execute] = useMutation(BrowseFindTutorsDocument);
  const key = JSON.stringify(variables);
  const stable = useMemo(() => JSON.parse(key) as BrowseFindTutorsMutationVariables, [key]);
  const [attempt, setAttempt] = useState(0);
  const runKey = `${attempt}:${key}`;
  // Rendered on the server, the page's first search is answered already: it is drawn at once.
  const [settled, setSettled] = useState<Settled | null>(() => {
    const answered = answeredTutors(stable);
    return answered ? { key: runKey, result: answered.findTutors, error: null } : null;
  });
  const [previous, setPrevious] = useState<TutorSearchResult | null>(settled?.result ?? null);
  const answeredAtFirst = useRef(settled?.key ?? null);

  useEffect(() => {
    if (answeredAtFirst.current === runKey) return undefined;
    answeredAtFirst.current = null;
    let current = true;
    // The route's loader may have asked already, as the page's code arrived.
    void (takeTutorsEarly(stable) ?? execute(stable)).then((response) => {
      if (!current) return;
      const result = response.data?.findTutors ?? null;
      // The grid of cards renders in slices, leaving the main thread to the browser between them.
      startTransition(() => {
        setSettled({ key: runKey, result, error: response.error ?? null });
        if (result) setPrevious(result);
      });
      if (response.error) showError(response.error);
    });
    return () => {
      current = false;
    };
  }, [execute, stable, runKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const done = settled?.key === runKey ? settled : null;
  return {
    // While the next page loads, the last list stays (greyed) instead of jumping to skeletons.
    result: done ? done.result : previous,
    error: done?.error ?? null,
    loading: done === null,
    retry,
  };
}
