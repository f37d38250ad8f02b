import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { cacheExchange, Client, fetchExchange, Provider } from 'urql';
import { AntdProvider } from '../../../shared/ui/antd-provider';

type Variables = Record<string, unknown>;
type Answer = (variables: Variables) => { data?: unknown; errors?: unknown[] };

export interface EditorApi {
  readonly client: Client;
  readonly calls: { operationName: string; variables: Variables }[];
}

/** An urql client whose server is a table of answers by operation name; it records every request. */
export function editorApi(answers: Readonly<Record<string, Answer>>): EditorApi {
  const calls: EditorApi['calls'] = [];
  const fetchFake: typeof fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables?: Variables };
    calls.push({ operationName: body.operationName, variables: body.variables ?? {} });
    const answer = answers[body.operationName];
    const payload = answer ? answer(body.variables ?? {}) : { data: null };
    return new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
  };
  const client = new Client({
    url: 'http://localhost/graphql',
    exchanges: [cacheExchange, fetchExchange],
    fetch: fetchFake,
    preferGetMethod: false,
  });
  return { client, calls };
}

/** One editor component with the app's providers (i18n, antd, urql, a router). */
export function renderEditor(ui: ReactNode, api: EditorApi = editorApi({})) {
  return render(
    <AntdProvider>
      <Provider value={api.client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </Provider>
    </AntdProvider>,
  );
}
