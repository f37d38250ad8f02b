import type { ProfileStatus } from './profile-context';

export interface ProfileQueryState {
  readonly signedIn: boolean;
  readonly hasData: boolean;
  readonly hasError: boolean;
}

export function profileStatusOf({ signedIn, hasData, hasError }: ProfileQueryState): ProfileStatus {
  if (!signedIn) return 'idle';
  if (hasData) return 'succeeded';
  return hasError ? 'failed' : 'started';
}
