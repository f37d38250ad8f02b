import type { CountryCode } from '@ajar/domain';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { EditorCurriculaDocument, EditorSubjectOptionsDocument } from '../../../gql/graphql';

export interface ReferenceOption {
  readonly value: string;
  readonly label: string;
}

export interface ReferenceOptions {
  readonly subjects: readonly ReferenceOption[] | null;
  readonly curricula: readonly ReferenceOption[] | null;
  /** Why a list did not load, or null. */
  readonly error: unknown;
  readonly retry: () => void;
}

/** The market's subjects and curricula (the profile editor's reference lists), as picker options. */
export function useReferenceOptions(country: CountryCode): ReferenceOptions {
  const [subjects, refetchSubjects] = useQuery({
    query: EditorSubjectOptionsDocument,
    variables: { country },
  });
  const [curricula, refetchCurricula] = useQuery({ query: EditorCurriculaDocument, variables: { country } });
  const subjectList = subjects.data?.getProgrammeSubjectList;
  const curriculumList = curricula.data?.getProgrammeCurriculumList;
  return useMemo(
    () => ({
      subjects: subjectList?.map((row) => ({ value: row.pvid, label: row.name })) ?? null,
      curricula: curriculumList?.map((row) => ({ value: row.pvid, label: row.name })) ?? null,
      error: subjects.error ?? curricula.error ?? null,
      retry: () => {
        refetchSubjects({ requestPolicy: 'network-only' });
        refetchCurricula({ requestPolicy: 'network-only' });
      },
    }),
    [subjectList, curriculumList, subjects.error, curricula.error, refetchSubjects, refetchCurricula],
  );
}
