import { ALL_ROLE_CODES } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { accountLinksFor } from './account-links';

describe('the role-based account menu', () => {
  it('has links for every role, the Ajar team’s being the console', () => {
    for (const role of [...ALL_ROLE_CODES, null]) expect(accountLinksFor(role).length).toBeGreaterThan(0);
    expect(accountLinksFor('STAF').map((link) => link.feature)).toEqual(['opsConsole', 'settings']);
    expect(accountLinksFor('STDN').map((link) => link.feature)).not.toContain('opsConsole');
  });
});
