import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFixedApiClient } from '../../shared/api/current-client';
import { fakeApi } from '../../test/render-with-api';
import { TUTOR_PATH, tutorProfile } from '../../test/public-profile-fixtures';
import { startProfilePage } from './profile-segment-route';

afterEach(() => setFixedApiClient(null));

describe("the catch-all's loader (a profile's data is asked for while its code loads)", () => {
  it('asks for the profile at once for a profile address, with the search source', async () => {
    const api = fakeApi({ PublicProfile: () => ({ data: { getProfile: tutorProfile() } }) });
    setFixedApiClient(api.client);
    expect(startProfilePage(`http://localhost${TUTOR_PATH}?src=SRCH`)).toBe(true);
    await waitFor(() => expect(api.calledWith('PublicProfile')).toHaveLength(1));
    expect(api.calledWith('PublicProfile')[0]?.variables).toEqual({ code: 'tok123', source: 'SRCH' });
  });

  it('asks nothing for an address that is not a profile', async () => {
    const api = fakeApi({});
    setFixedApiClient(api.client);
    expect(startProfilePage('http://localhost/sg/not-a-profile')).toBe(false);
    await new Promise((done) => setTimeout(done, 50));
    expect(api.calls).toHaveLength(0);
  });
});
