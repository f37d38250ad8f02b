import { MESSAGES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeStudent, makeTutor } from '../../db/seed/factories';
import { DEACTIVATE, GET_PROFILE, SIGN_IN } from '../../test/account-operations';
import { expectError, signInToken } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface ProfileData {
  getProfile: Record<string, unknown> & { userPvid: string; email: string };
}

describe('getProfile', () => {
  it("returns the viewer's own profile with the market's currency and minor-unit balance", async () => {
    const tutor = await makeTutor(t.deps.db, {
      email: 'rina@example.test',
      firstName: 'Rina',
      lastName: 'Wijaya',
      country: 'id',
      tutorKind: 'LIFELONG',
      balanceMinor: 150000,
      description: 'Matematika SMA',
      address: 'Jakarta Selatan',
      dob: '1994-03-08',
    });
    const token = await signInToken(t, 'rina@example.test');
    const response = await t.gql<ProfileData>(GET_PROFILE, {}, { token });
    expect(response.data?.getProfile).toEqual({
      pvid: tutor.id,
      userPvid: tutor.id,
      userCode: tutor.token,
      firstName: 'Rina',
      lastName: 'Wijaya',
      initialName: 'RW',
      email: 'rina@example.test',
      dateJoined: tutor.dateJoined.toISOString(),
      roleCode: 'TTR0',
      roleName: 'Tutor',
      tutorKind: 'LIFELONG',
      country: 'id',
      currency: 'IDR',
      balance: 150000,
      hasBalance: true,
      avatar: null,
      description: 'Matematika SMA',
      address: 'Jakarta Selatan',
      dob: '1994-03-08',
    });
  });

  it('has no tutor kind and no balance for a new student', async () => {
    await makeStudent(t.deps.db, { email: 'sam@example.test', country: 'us' });
    const token = await signInToken(t, 'sam@example.test');
    const response = await t.gql<ProfileData>(GET_PROFILE, {}, { token });
    expect(response.data?.getProfile).toMatchObject({
      roleCode: 'STDN',
      tutorKind: null,
      currency: 'USD',
      balance: 0,
      hasBalance: false,
    });
  });

  it('answers UNAUTHENTICATED without a token (HTTP 200) and HTTP 401 with a made-up one', async () => {
    const none = await t.gql(GET_PROFILE);
    expect(none.status).toBe(200);
    expectError(none, 'UNAUTHENTICATED', 'notLoggedIn');
    const madeUp = await t.gql(GET_PROFILE, {}, { token: 'x'.repeat(43) });
    expect(madeUp.status).toBe(401);
    expectError(madeUp, 'UNAUTHENTICATED', 'notLoggedIn');
  });

  it("never shows another user's private fields, and a non-tutor's profile not at all", async () => {
    const alice = await makeStudent(t.deps.db, { email: 'alice@example.test' });
    const bob = await makeCompany(t.deps.db, { email: 'bob@example.test' });
    const aliceToken = await signInToken(t, 'alice@example.test');
    const bobToken = await signInToken(t, 'bob@example.test');

    const asAlice = await t.gql<ProfileData>(GET_PROFILE, {}, { token: aliceToken });
    const asBob = await t.gql<ProfileData>(GET_PROFILE, {}, { token: bobToken });
    expect(asAlice.data?.getProfile.userPvid).toBe(alice.id);
    expect(asBob.data?.getProfile.userPvid).toBe(bob.user.id);

    // getProfile(userPvid) opens public profiles, which only tutors have.
    const naming = await t.gql(
      `query { getProfile(userPvid: "${bob.user.id}") { email } }`,
      {},
      { token: aliceToken },
    );
    expectError(naming, 'NOT_FOUND', 'notFound');
    const tutor = await makeTutor(t.deps.db, { email: 'public@example.test', balanceMinor: 700 });
    const publicProfile = await t.gql<ProfileData>(
      `query { getProfile(userPvid: "${tutor.id}") { userPvid email balance hasBalance dob } }`,
      {},
      { token: aliceToken },
    );
    expect(publicProfile.data?.getProfile).toEqual({
      userPvid: tutor.id,
      email: null,
      balance: null,
      hasBalance: null,
      dob: null,
    });
  });
});

describe('deactivateUserAccount', () => {
  it('marks the account inactive, ends its sessions, and refuses later sign-ins', async () => {
    await makeStudent(t.deps.db, { email: 'quitter@example.test' });
    const token = await signInToken(t, 'quitter@example.test');
    const other = await signInToken(t, 'quitter@example.test');

    const response = await t.gql(DEACTIVATE, { reason: 'Found a tutor, thanks!' }, { token });
    expect(response.data).toEqual({
      deactivateUserAccount: { success: true, message: MESSAGES.accountDeactivatedDone },
    });
    expect((await t.gql(GET_PROFILE, {}, { token })).status).toBe(401);
    expect((await t.gql(GET_PROFILE, {}, { token: other })).status).toBe(401);
    expectError(
      await t.gql(SIGN_IN, { email: 'quitter@example.test', password: 'password123' }),
      'FORBIDDEN',
      'accountDeactivated',
    );
  });

  it('needs a reason and a session', async () => {
    await makeStudent(t.deps.db, { email: 'undecided@example.test' });
    const token = await signInToken(t, 'undecided@example.test');
    expectError(await t.gql(DEACTIVATE, { reason: '  ' }, { token }), 'BAD_USER_INPUT', 'required', {
      reason: 'required',
    });
    expect((await t.gql(GET_PROFILE, {}, { token })).status).toBe(200);

    const anonymous = await t.gql(DEACTIVATE, { reason: 'bye' });
    expect(anonymous.status).toBe(200);
    expectError(anonymous, 'UNAUTHENTICATED', 'notLoggedIn');
  });
});
