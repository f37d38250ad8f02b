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

/** Moves the server's clock `offsetMs` from the real time (0 puts it back); the e2e server runs NODE_ENV=test. */
export async function setServerClockOffset(request: APIRequestContext, offsetMs: number): Promise<void> {
  const response = await request.post('/_dev/clock', { data: { offsetMs } });
  if (!response.ok()) throw new Error(`the test clock refused ${offsetMs}: ${response.status()}`);
}
