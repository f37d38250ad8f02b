import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cacheExchange, Client, fetchExchange, Provider, subscriptionExchange } from 'urql';
import { setFixedApiClient } from '../shared/api/current-client';
import { AntdProvider } from '../shared/ui/antd-provider';
import { appRoutes } from '../app/routes';
import { ProfileProvider } from '../shared/session/profile-provider';
import { STORAGE_KEYS } from '../shared/session/session-keys';
import { notifySessionChanged } from '../shared/session/session-store';
import type { SessionUser } from '../shared/session/session-types';

type Variables = Record<string, unknown>;

/** What the fake API answers for one operation: `data`, or GraphQL `errors` (docs/error-model.md). */
export type Responder = (variables: Variables) => { data?: unknown; errors?: unknown[] };

export interface ApiCall {
  readonly operationName: string;
  readonly variables: Variables;
}

export interface FakeApi {
  readonly client: Client;
  /** Every request the app made, in order. */
  readonly calls: ApiCall[];
  readonly calledWith: (operationName: string) => ApiCall[];
}

/** A real urql client whose network is a function: answers by operation name, records every call. */
export function fakeApi(responders: Readonly<Record<string, Responder>>): FakeApi {
  const calls: ApiCall[] = [];
  const fetchFake: typeof fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables?: Variables };
    const variables = body.variables ?? {};
    calls.push({ operationName: body.operationName, variables });
    const responder = responders[body.operationName];
    const payload = responder
      ? responder(variables)
      : { errors: [{ message: `Not faked: ${body.operationName}`, extensions: { code: 'INTERNAL' } }] };
    return new Response(JSON.stringify(payload), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = new Client({
    url: 'http://localhost/graphql',
    // The header's live badges subscribe when signed in: here nothing is ever published.
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: () => ({ subscribe: () => ({ unsubscribe: () => undefined }) }),
      }),
    ],
    fetch: fetchFake,
    preferGetMethod: false,
  });
  return {
    client,
    calls,
    calledWith: (operationName) => calls.filter((call) => call.operationName === operationName),
  };
}

/** A GraphQL error the way the API reports it. */
export function apiError(code: string, messageKey: string, message: string) {
  return { errors: [{ message, extensions: { code, messageKey } }] };
}

/** The whole app (routes, providers) at `path`, talking to `api` instead of a server. */
export function renderWithApi(path: string, api: FakeApi) {
  // Route loaders ask ahead of the page: they ask the same fake API.
  setFixedApiClient(api.client);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AntdProvider>
      <Provider value={api.client}>
        <ProfileProvider>
          <RouterProvider router={router} />
        </ProfileProvider>
      </Provider>
    </AntdProvider>,
  );
  return { router, ...view };
}

/** Stores a session the way a login does (the fake API decides what the token may see). */
export function signInForTest(user: {
  pvid: string;
  email: string;
  country: string;
  roleCode: string;
}): void {
  const stored: SessionUser = {
    pvid: user.pvid,
    email: user.email,
    dateJoined: '2024-01-01T00:00:00.000Z',
    token: `${user.pvid}-public-token`,
    verified: true,
    isActive: true,
    country: user.country,
    role: { pvid: `role-${user.roleCode}`, code: user.roleCode, name: user.roleCode, isPrivate: false },
  };
  localStorage.setItem(STORAGE_KEYS.token, 'test-session-token');
  localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(stored));
  notifySessionChanged();
}

/** Forgets the session between tests (the store caches what it read). */
export function resetSessionForTest(): void {
  localStorage.clear();
  notifySessionChanged();
}
