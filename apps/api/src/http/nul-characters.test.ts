import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTutor } from '../db/seed/factories';
import { sessionFor } from '../test/profile-helpers';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await sessionFor(t, await makeTutor(t.deps.db, { country: 'sg' }));
});
afterAll(() => t.close());

const describeMe = () =>
  t.gql<{ getProfile: { description: string | null } }>('{ getProfile { description } }', {}, { token });

describe('text with U+0000, which PostgreSQL cannot store', () => {
  it('is refused as bad input through GraphQL, in variables and inline, and nothing changes', async () => {
    const before = (await describeMe()).data?.getProfile.description;
    const byVariable = await t.gql(
      'mutation($desc: String) { updateBasicProfile(desc: $desc, address: "Bedok") { description } }',
      { desc: 'Maths\u0000tutor' },
      { token },
    );
    expect(byVariable.status).toBe(200);
    expect(byVariable.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'textInvalid',
    });
    const inline = await t.gql(
      'mutation { updateBasicProfile(desc: "Maths\\u0000tutor") { description } }',
      {},
      {
        token,
      },
    );
    expect(inline.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'textInvalid',
    });
    expect((await describeMe()).data?.getProfile.description).toBe(before);
  });

  it('is refused by the REST routes with 400 in the error model', async () => {
    for (const [method, url, payload] of [
      ['GET', '/sharedURL/status/AjarTranscribe/%00', undefined],
      ['GET', '/sandbox-pay/ref%00', undefined],
      [
        'POST',
        '/payments/createTransaction',
        { service: 'BALANCE', amount: 5000, paymentMethod: 'card', idempotencyKey: 'k\u0000' },
      ],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        headers: { 'access-key': 'ajar-web-dev-access-key', 'auth-token': token },
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'textInvalid' });
    }
  });

  it('never answers a route error with SQL text or a stack', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/payments/createTransaction',
      headers: { 'content-type': 'application/json', 'access-key': 'ajar-web-dev-access-key' },
      payload: '{"service": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'somethingWentWrong',
      message: 'Something went wrong.Please try again later',
    });
  });
});
