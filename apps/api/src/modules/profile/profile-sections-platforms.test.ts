import { SKILL_NAME_MAX } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { nth } from '../../test/profile-helpers';
import { UPDATE_OTHER_PLATFORM, UPDATE_SKILL } from '../../test/profile-operations';
import {
  people,
  t,
  sg,
  own,
  data,
  refusedUnchanged,
  setUpProfileSections,
} from './testing/profile-sections-test-helpers';

setUpProfileSections();

describe('skills and other platforms', () => {
  it('adds skills once whatever their case, and refuses empty or overlong names', async () => {
    const { tutorToken: token } = people;
    data(await t.gql(UPDATE_SKILL, { list: ['Algebra', 'Patience'] }, { token }), 'updateSkill');
    const again = data(
      await t.gql(UPDATE_SKILL, { list: ['algebra', 'ALGEBRA', ' Geometry '] }, { token }),
      'updateSkill',
    );
    expect(again.skills.map((skill) => skill.name)).toEqual(['Algebra', 'Patience', 'Geometry']);
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SKILL, { list: ['Ok', ''] }, { token }),
      'BAD_USER_INPUT',
      'required',
      { 'list.1': 'required' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SKILL, { list: ['s'.repeat(701)] }, { token }),
      'BAD_USER_INPUT',
      'textTooLong',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SKILL, { list: ['s'.repeat(SKILL_NAME_MAX + 1)] }, { token }),
      'BAD_USER_INPUT',
      'skillTooLong',
    );
    expectError(await t.gql(UPDATE_SKILL, { list: ['Guest'] }), 'UNAUTHENTICATED', 'notLoggedIn');
  });

  it('links other platforms with http(s) URLs only', async () => {
    const { tutorToken: token, otherToken } = people;
    const linkedIn = nth(sg.platforms, 0);
    const added = data(
      await t.gql(
        UPDATE_OTHER_PLATFORM,
        { list: [{ otherPlatformPvid: linkedIn.id, link: 'https://www.linkedin.com/in/mei' }] },
        { token },
      ),
      'updateOtherPlatform',
    );
    expect(added.otherPlatforms).toEqual([
      expect.objectContaining({
        otherPlatformPvid: linkedIn.id,
        name: linkedIn.name,
        link: 'https://www.linkedin.com/in/mei',
        icon: '/icons/platforms/linkedin.svg',
      }),
    ]);
    const pvid = added.otherPlatforms[0]?.pvid;
    const edited = data(
      await t.gql(
        UPDATE_OTHER_PLATFORM,
        { list: [{ pvid, otherPlatformPvid: linkedIn.id, link: 'http://linkedin.com/in/mei-tan' }] },
        { token },
      ),
      'updateOtherPlatform',
    );
    expect(edited.otherPlatforms).toHaveLength(1);
    expect(edited.otherPlatforms[0]?.link).toBe('http://linkedin.com/in/mei-tan');

    const platform = (link: string) => ({ list: [{ otherPlatformPvid: linkedIn.id, link }] });
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_OTHER_PLATFORM, platform(''), { token }),
      'BAD_USER_INPUT',
      'urlRequired',
      { 'list.0.link': 'urlRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_OTHER_PLATFORM, platform('javascript:alert(1)'), { token }),
      'BAD_USER_INPUT',
      'urlInvalid',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_OTHER_PLATFORM, platform('my page'), { token }),
      'BAD_USER_INPUT',
      'urlInvalid',
    );
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_OTHER_PLATFORM,
          { list: [{ otherPlatformPvid: nth(sg.subjects, 0).id, link: 'https://x.test' }] },
          { token },
        ),
      'BAD_USER_INPUT',
      'required',
    );
    await refusedUnchanged(
      otherToken,
      () =>
        t.gql(
          UPDATE_OTHER_PLATFORM,
          { list: [{ pvid, otherPlatformPvid: linkedIn.id, link: 'https://evil.test' }] },
          { token: otherToken },
        ),
      'FORBIDDEN',
      'forbidden',
    );
    expect((await own(token)).otherPlatforms[0]?.link).toBe('http://linkedin.com/in/mei-tan');
  });
});
