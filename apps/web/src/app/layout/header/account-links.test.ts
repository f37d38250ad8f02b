import { ALL_ROLE_CODES } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { isBuilt } from '../../../shared/routing/feature-routes';
import { accountLinksFor } from './account-links';

describe('the role-based account menu', () => {
  it('has links for every role, the Ajar team’s being the console', () => {
    for (const role of [...ALL_ROLE_CODES, null]) expect(accountLinksFor(role).length).toBeGreaterThan(0);
    expect(accountLinksFor('STAF').map((link) => link.feature)).toEqual(['opsConsole', 'settings']);
    expect(accountLinksFor('STDN').map((link) => link.feature)).not.toContain('opsConsole');
  });

  it('starts a tutor’s menu with the dashboard, and offers nobody a page that is not built', () => {
    expect(accountLinksFor('TTR0')[0]?.feature).toBe('tutorDashboard');
    expect(accountLinksFor('STDN')[0]?.feature).toBe('studentHome');
    expect(accountLinksFor('CMPN').map((link) => link.feature)).toEqual(['settings', 'feedback']);
    for (const role of [...ALL_ROLE_CODES, null]) {
      for (const link of accountLinksFor(role)) expect(isBuilt(link.feature), link.feature).toBe(true);
    }
  });
});
