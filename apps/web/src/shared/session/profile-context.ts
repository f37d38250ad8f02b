import { createContext, useContext } from 'react';
import type { GetProfileQuery } from '../../gql/graphql';

export type Profile = GetProfileQuery['getProfile'];

/** Spec section 4, "Profile loading": started, succeeded or failed; idle when nobody is signed in. */
export type ProfileStatus = 'idle' | 'started' | 'succeeded' | 'failed';

export interface ProfileState {
  readonly status: ProfileStatus;
  readonly profile: Profile | null;
}

export const ProfileContext = createContext<ProfileState>({ status: 'idle', profile: null });

export function useProfile(): ProfileState {
  return useContext(ProfileContext);
}
