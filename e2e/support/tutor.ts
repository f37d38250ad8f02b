import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './account';
import { apiCall } from './api';

export interface TutorRef {
  path: string;
  firstName: string;
  lastName: string;
  referralCode: string;
  token: string;
  userPvid: string;
}

const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** A seeded tutor's public profile path and codes, read through the API as the tutor. */
export async function seededTutor(request: APIRequestContext, email = 'tutor@ajar.test'): Promise<TutorRef> {
  const { signIn } = await apiCall<{ signIn: { token: string } }>(
    request,
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
    { email, password: DEMO_PASSWORD },
  );
  const { getProfile } = await apiCall<{
    getProfile: {
      pvid: string;
      userPvid: string;
      userCode: string;
      firstName: string;
      lastName: string;
      referralCode: string;
      country: string;
    };
  }>(
    request,
    '{ getProfile { pvid userPvid userCode firstName lastName referralCode country } }',
    {},
    signIn.token,
  );
  const { userCode, pvid, firstName, lastName, country } = getProfile;
  return {
    path: `/${country}/${[userCode, pvid, slug(firstName), slug(lastName)].map(encodeURIComponent).join('--')}`,
    firstName,
    lastName,
    referralCode: getProfile.referralCode,
    token: userCode,
    userPvid: getProfile.userPvid,
  };
}
