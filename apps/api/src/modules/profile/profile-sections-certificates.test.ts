import { MESSAGES } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { insertResource } from '../../test/profile-fixtures';
import { ADD_CERTIFICATE, DELETE_CERTIFICATE, UPDATE_CERTIFICATE } from '../../test/profile-operations';
import {
  people,
  t,
  own,
  refusedUnchanged,
  setUpProfileSections,
  type Row,
} from './testing/profile-sections-test-helpers';

setUpProfileSections();

describe('certificates', () => {
  it("adds, updates and deletes certificates with the spec messages; files must be the owner's certificate uploads", async () => {
    const { tutor, tutorToken: token, other, otherToken, studentToken } = people;
    const file = await insertResource(t.deps.db, tutor.id, 'CERTIFICATE');
    const added = await t.gql<{ addCertificate: Row }>(
      ADD_CERTIFICATE,
      { name: 'CELTA', issuer: 'Cambridge', issuedDate: '2019-06-30', resourcePvid: file.id },
      { token },
    );
    expect(added.data?.addCertificate).toMatchObject({
      name: 'CELTA',
      issuer: 'Cambridge',
      issuedDate: '2019-06-30',
      relativePath: file.path,
      fileName: file.fileName,
    });
    const pvid = added.data?.addCertificate.pvid;

    const updated = await t.gql<{ updateCertificate: Row }>(
      UPDATE_CERTIFICATE,
      { pvid, name: 'CELTA Pass A', issuer: 'Cambridge English', issuedDate: '2019-07-01' },
      { token },
    );
    expect(updated.data?.updateCertificate).toMatchObject({ name: 'CELTA Pass A', relativePath: file.path });

    const base = { name: 'TEFL', issuer: 'TEFL Org', issuedDate: '2020-01-01' };
    await refusedUnchanged(
      token,
      () => t.gql(ADD_CERTIFICATE, { ...base, name: '' }, { token }),
      'BAD_USER_INPUT',
      'certificateNameRequired',
      { name: 'certificateNameRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(ADD_CERTIFICATE, { ...base, issuer: ' ' }, { token }),
      'BAD_USER_INPUT',
      'issuerRequired',
      { issuer: 'issuerRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(ADD_CERTIFICATE, { ...base, issuedDate: '' }, { token }),
      'BAD_USER_INPUT',
      'certificateIssuedRequired',
      { issuedDate: 'certificateIssuedRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_CERTIFICATE, { ...base, pvid, issuer: '' }, { token }),
      'BAD_USER_INPUT',
      'issuerRequired',
    );
    const avatar = await insertResource(t.deps.db, tutor.id, 'AVATAR');
    await refusedUnchanged(
      token,
      () => t.gql(ADD_CERTIFICATE, { ...base, resourcePvid: avatar.id }, { token }),
      'BAD_USER_INPUT',
      'fileTypeInvalid',
      { resourcePvid: 'fileTypeInvalid' },
    );
    const othersFile = await insertResource(t.deps.db, other.id, 'CERTIFICATE');
    await refusedUnchanged(
      token,
      () => t.gql(ADD_CERTIFICATE, { ...base, resourcePvid: othersFile.id }, { token }),
      'FORBIDDEN',
      'forbidden',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_CERTIFICATE, { ...base, pvid, resourcePvid: othersFile.id }, { token }),
      'FORBIDDEN',
      'forbidden',
    );

    // Someone else can neither change nor delete it; students have no certificates; visitors get 401.
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_CERTIFICATE, { ...base, pvid }, { token: otherToken }),
      'FORBIDDEN',
      'forbidden',
    );
    await refusedUnchanged(
      token,
      () => t.gql(DELETE_CERTIFICATE, { pvid }, { token: otherToken }),
      'FORBIDDEN',
      'forbidden',
    );
    await refusedUnchanged(
      studentToken,
      () => t.gql(ADD_CERTIFICATE, base, { token: studentToken }),
      'FORBIDDEN',
      'forbidden',
    );
    expectError(await t.gql(ADD_CERTIFICATE, base), 'UNAUTHENTICATED', 'notLoggedIn');
    expectError(await t.gql(DELETE_CERTIFICATE, { pvid }), 'UNAUTHENTICATED', 'notLoggedIn');

    expect((await t.gql(DELETE_CERTIFICATE, { pvid }, { token })).data).toEqual({
      deleteCertificate: { success: true, message: MESSAGES.deleted },
    });
    expect((await own(token)).certificates).toEqual([]);
  });
});
