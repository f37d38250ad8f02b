import { useMemo, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { GetProfileDocument } from '../../gql/graphql';
import { ProfileContext, type ProfileState } from './profile-context';
import { profileStatusOf } from './profile-status';
import { useSession } from './use-session';

export function ProfileProvider({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const [{ data, error }] = useQuery({ query: GetProfileDocument, pause: !isSignedIn });
  const state = useMemo<ProfileState>(() => {
    const profile = isSignedIn ? (data?.getProfile ?? null) : null;
    const status = profileStatusOf({
      signedIn: isSignedIn,
      hasData: profile !== null,
      hasError: error !== undefined,
    });
    return { status, profile };
  }, [isSignedIn, data, error]);
  return <ProfileContext.Provider value={state}>{children}</ProfileContext.Provider>;
}
