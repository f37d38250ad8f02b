import { describe, expect, it } from 'vitest';
import { TUTOR_SIDE_MENU } from './tutor-side-menu';

describe('the tutor side menu', () => {
  it('starts with the dashboard and offers built pages only (no referral or social rewards yet)', () => {
    expect(TUTOR_SIDE_MENU.map((entry) => entry.key)).toEqual([
      'tutorDashboard',
      'viewProfile',
      'manageClasses',
      'createClass',
      'tutorReviews',
      'tutorResources',
      'tutorAnalytics',
      'payout',
      'tutorCalendar',
      'tutorHours',
      'feedback',
      'cloudStorage',
    ]);
  });
});
