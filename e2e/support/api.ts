import type { APIRequestContext } from '@playwright/test';

/** One GraphQL call through the test's request context, as `token`'s user when given; errors throw. */
export async function apiCall<T>(
  request: APIRequestContext,
  query: string,
  variables: object = {},
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
