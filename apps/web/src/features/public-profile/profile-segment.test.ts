import { tutorProfilePath } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { profileRefFromPath } from './profile-segment';

describe('profile addresses', () => {
  it('reads the tutor from /{country}/{token}--{id}--{firstName}--{lastName}', () => {
    const path = tutorProfilePath('id', {
      token: 'tok123',
      id: 'user-1',
      firstName: 'Siti',
      lastName: 'Rahma',
    });
    expect(profileRefFromPath(path)).toEqual({
      token: 'tok123',
      id: 'user-1',
      firstName: 'Siti',
      lastName: 'Rahma',
    });
  });

  it('reads a token that ends with a dash', () => {
    const path = tutorProfilePath('sg', {
      token: 'z4ZI6-oGp0Q-',
      id: 'user-1',
      firstName: 'Wei Ming',
      lastName: 'Tan',
    });
    expect(profileRefFromPath(path)?.token).toBe('z4ZI6-oGp0Q-');
  });

  it('refuses anything else, including malformed escapes', () => {
    for (const path of [
      '/sg',
      '/sg/not-a-profile',
      '/sg/a--b--c',
      '/sg/a----c--d',
      '/sg/a--b--c--d/more',
      '/sg/%E0%A4%A--b--c--d',
    ]) {
      expect(profileRefFromPath(path), path).toBeNull();
    }
  });
});
