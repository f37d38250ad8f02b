import type { CountryCode } from '@ajar/domain';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import {
  EditorLevelOptionsDocument,
  EditorSubjectOptionsDocument,
  EditorSuggestionPriceDocument,
} from '../../../gql/graphql';

export interface LevelOption {
  readonly pvid: string;
  readonly name: string;
  readonly curriculumName: string;
}

/** Subjects and levels of a market, with levels grouped by curriculum for a Select. */
export function useSubjectReference(country: CountryCode, pause = false) {
  const [subjects] = useQuery({ query: EditorSubjectOptionsDocument, variables: { country }, pause });
  const [levels] = useQuery({ query: EditorLevelOptionsDocument, variables: { country }, pause });
  return useMemo(() => {
    const levelList: LevelOption[] = levels.data?.getProgrammeLevelList ?? [];
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const level of levelList) {
      const group = groups.get(level.curriculumName) ?? [];
      group.push({ value: level.pvid, label: `${level.name} · ${level.curriculumName}` });
      groups.set(level.curriculumName, group);
    }
    return {
      fetching: subjects.fetching || levels.fetching,
      subjects: subjects.data?.getProgrammeSubjectList ?? [],
      levels: levelList,
      subjectOptions: (subjects.data?.getProgrammeSubjectList ?? []).map((subject) => ({
        value: subject.pvid,
        label: subject.name,
      })),
      levelOptions: [...groups.entries()].map(([curriculum, options]) => ({
        label: curriculum,
        title: curriculum,
        options,
      })),
    };
  }, [subjects, levels]);
}

/** The market's usual price range (minor units), shown beside price inputs. */
export function usePriceSuggestion(country: CountryCode) {
  const [{ data }] = useQuery({ query: EditorSuggestionPriceDocument, variables: { country } });
  const suggestion = data?.getSuggestionPrice;
  return useMemo(
    () => (suggestion ? { min: suggestion.suggestionMin, max: suggestion.suggestionMax } : null),
    [suggestion],
  );
}
