import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './account';

export interface TutorRef {
  path: string;
  firstName: string;
  lastName: string;
  referralCode: string;
  token: string;
}

async function post<T>(
  request: APIRequestContext,
  query: string,
  variables: object,
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { 'auth-token': token } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data as T;
}

const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** A seeded tutor's public profile path and codes, read through the API as the tutor. */
export async function seededTutor(request: APIRequestContext, email = 'tutor@ajar.test'): Promise<TutorRef> {
  const { signIn } = await post<{ signIn: { token: string } }>(
    request,
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
    { email, password: DEMO_PASSWORD },
  );
  const { getProfile } = await post<{
    getProfile: {
      pvid: string;
      userCode: string;
      firstName: string;
      lastName: string;
      referralCode: string;
      country: string;
    };
  }>(request, '{ getProfile { pvid userCode firstName lastName referralCode country } }', {}, signIn.token);
  const { userCode, pvid, firstName, lastName, country } = getProfile;
  return {
    path: `/${country}/${[userCode, pvid, slug(firstName), slug(lastName)].map(encodeURIComponent).join('--')}`,
    firstName,
    lastName,
    referralCode: getProfile.referralCode,
    token: userCode,
  };
}
