import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { GRAPHQL_LIMITS } from './yoga';

let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  [t, production] = await Promise.all([startTestApp(), startTestApp({ NODE_ENV: 'production' })]);
});
afterAll(async () => {
  await Promise.all([t.close(), production.close()]);
});

/** `{ ... on Query { ... on Query { listRoles { code } } } }` nested `levels` times. */
function nestedQuery(levels: number): string {
  return `{ ${'... on Query { '.repeat(levels)}listRoles { code }${' }'.repeat(levels)} }`;
}

function aliasedQuery(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `r${i}: listRoles { code }`).join(' ')} }`;
}

describe('bad variables', () => {
  it('answers a variable of the wrong enum with the GraphQL error, not INTERNAL', async () => {
    const result = await t.gql(
      `mutation($kind: TutorKind) {
        register(rolePvid: "x", email: "a@b.co", password: "password1", firstName: "A", lastName: "B",
          country: "sg", tutorKind: $kind) { success }
      }`,
      { kind: 'PIRATE' },
    );
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/TutorKind/);
    expect(result.errors?.[0]?.extensions?.['code']).not.toBe('INTERNAL');
  });
});

describe('query limits', () => {
  it(`refuses queries deeper than ${GRAPHQL_LIMITS.maxDepth}`, async () => {
    expect((await t.gql(nestedQuery(GRAPHQL_LIMITS.maxDepth - 2))).errors).toBeUndefined();
    const deep = await t.gql(nestedQuery(GRAPHQL_LIMITS.maxDepth + 1));
    expect(deep.data).toBeUndefined();
    expect(deep.errors?.[0]?.message).toMatch(/Query depth limit of 10 exceeded/);
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases`, async () => {
    expect((await t.gql(aliasedQuery(GRAPHQL_LIMITS.maxAliases))).errors).toBeUndefined();
    const many = await t.gql(aliasedQuery(GRAPHQL_LIMITS.maxAliases + 1));
    expect(many.data).toBeUndefined();
    expect(many.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
  });

  it('refuses a fragment bomb by its cost', async () => {
    const fragments = ['fragment F0 on Query { listRoles { pvid code name isPrivate } }'];
    for (let i = 1; i <= 3; i += 1)
      fragments.push(`fragment F${i} on Query { ${`...F${i - 1} `.repeat(15)}}`);
    const bomb = await t.gql(`{ ...F3 } ${fragments.join(' ')}`);
    expect(bomb.data).toBeUndefined();
    expect(bomb.errors?.[0]?.message).toMatch(/Query Cost limit of 5000 exceeded/);
  });

  it(`refuses documents of more than ${GRAPHQL_LIMITS.maxTokens} tokens`, async () => {
    const long = await t.gql(`{ ${'listRoles { code } '.repeat(300)}}`);
    expect(long.data).toBeUndefined();
    expect(long.errors?.[0]?.message).toMatch(/Token limit of 1000 exceeded/);
  });

  it('refuses batched requests', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: '{ listRoles { code } }' }, { query: '{ listRoles { code } }' }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('"listRoles"');
  });
});

describe('production', () => {
  it('turns introspection off', async () => {
    expect((await t.gql('{ __schema { queryType { name } } }')).errors).toBeUndefined();
    const response = await production.gql('{ __schema { queryType { name } } }');
    expect(response.data).toBeUndefined();
    expect(response.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('does not suggest field names', async () => {
    const dev = await t.gql('{ listRoles { cod } }');
    expect(dev.errors?.[0]?.message).toContain('Did you mean');
    const response = await production.gql('{ listRoles { cod } }');
    expect(response.errors?.[0]?.message).not.toContain('Did you mean');
    expect(response.errors?.[0]?.message).not.toContain('"code"');
  });
});

describe('unexpected errors', () => {
  it('are masked as INTERNAL with no SQL or stack', async () => {
    const broken = await startTestApp();
    await broken.database.db.execute(sql`alter table roles rename to roles_gone`);
    const response = await broken.gql('{ listRoles { code } }');
    expect(response.errors).toEqual([
      {
        message: 'Something went wrong.Please try again later',
        locations: [{ line: 1, column: 3 }],
        path: ['listRoles'],
        extensions: { code: 'INTERNAL', messageKey: 'somethingWentWrong' },
      },
    ]);
    await broken.close();
  });
});
