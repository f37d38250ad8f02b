import { createClient, type Client } from 'graphql-ws';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../db/seed/factories';
import { signInToken } from '../test/account-helpers';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/graphql`;
  await makeStudent(t.deps.db, { email: 'socket@example.test', firstName: 'Wei', lastName: 'Ling' });
});
afterAll(() => t.close());

function connect(connectionParams: Record<string, unknown>): Client {
  return createClient({ url, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
}

/** Runs one operation and collects its result (or the reason the socket closed). */
function run(client: Client, query: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let result: unknown;
    client.subscribe(
      { query },
      { next: (value) => (result = value), error: reject, complete: () => resolve(result) },
    );
  });
}

describe('GraphQL over WebSocket', () => {
  it('runs a query with the token in connectionParams `auth-token`', async () => {
    const token = await signInToken(t, 'socket@example.test');
    const client = connect({ 'auth-token': token });
    try {
      expect(await run(client, '{ getProfile { firstName initialName } }')).toEqual({
        data: { getProfile: { firstName: 'Wei', initialName: 'WL' } },
      });
    } finally {
      await client.dispose();
    }
  });

  it('accepts `Authorization: Bearer` in connectionParams too', async () => {
    const token = await signInToken(t, 'socket@example.test');
    const client = connect({ Authorization: `Bearer ${token}` });
    try {
      expect(await run(client, '{ getProfile { firstName } }')).toEqual({
        data: { getProfile: { firstName: 'Wei' } },
      });
    } finally {
      await client.dispose();
    }
  });

  it('serves visitors, with the same error model', async () => {
    const client = connect({});
    try {
      expect(await run(client, '{ listRoles { code } }')).toEqual({
        data: { listRoles: [{ code: 'CMPN' }, { code: 'STDN' }, { code: 'TTR0' }] },
      });
      const anonymous = (await run(client, '{ getProfile { firstName } }')) as {
        errors: { extensions: Record<string, unknown> }[];
      };
      expect(anonymous.errors[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', messageKey: 'notLoggedIn' });
    } finally {
      await client.dispose();
    }
  });

  it('refuses the connection for a bad token (close code 4403)', async () => {
    const client = connect({ 'auth-token': 'revoked-or-made-up' });
    try {
      await expect(run(client, '{ listRoles { code } }')).rejects.toMatchObject({ code: 4403 });
    } finally {
      await client.dispose();
    }
  });

  it('applies the same query limits', async () => {
    const client = connect({});
    try {
      const query = `{ ${Array.from({ length: 16 }, (_, i) => `r${i}: listRoles { code }`).join(' ')} }`;
      await expect(run(client, query)).rejects.toEqual([
        expect.objectContaining({ message: expect.stringMatching(/Aliases limit of 15 exceeded/) }),
      ]);
    } finally {
      await client.dispose();
    }
  });
});
