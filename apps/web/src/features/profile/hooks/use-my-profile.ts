import { useQuery } from 'urql';
import { MyProfileDocument } from '../../../gql/graphql';
import type { MyProfile } from '../profile-types';

export interface MyProfileState {
  readonly profile: MyProfile | null;
  readonly fetching: boolean;
  readonly error: unknown;
  readonly refetch: () => void;
}

/** The signed-in user's whole profile. Saving any section refetches it (see useProfileMutation). */
export function useMyProfile(pause = false): MyProfileState {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: MyProfileDocument, pause });
  return {
    profile: data?.getProfile ?? null,
    fetching,
    error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
