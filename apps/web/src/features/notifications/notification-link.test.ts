import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { notificationHref } from './notification-link';
import { notificationSentence } from './notification-text';

const own = { userCode: 'tok123', userPvid: 'user-1', firstName: 'Siti', lastName: 'Rahma' };

describe('notification links and sentences', () => {
  it('leads each code to its page', () => {
    expect(notificationHref({ code: 'CHAT_MESSAGE', entityId: 'r1' }, 'id', own)).toBe('/id/chats?room=r1');
    expect(notificationHref({ code: 'PROFILE_VIEWED', entityId: 'u2' }, 'sg', own)).toBe(
      '/sg/profile/viewed',
    );
    expect(notificationHref({ code: 'TESTIMONIAL_RECEIVED', entityId: 't1' }, 'sg', own)).toBe(
      '/sg/tok123--user-1--Siti--Rahma#testimonials',
    );
    expect(notificationHref({ code: 'TESTIMONIAL_RECEIVED', entityId: 't1' }, 'sg', null)).toBe(
      '/sg/profile/me',
    );
    expect(notificationHref({ code: 'BOOKING_CREATED', entityId: 'b1' }, 'sg', own)).toBeNull();
  });

  it('words a code it does not know yet, and a missing name', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(notificationSentence(t, { code: 'BOOKING_CREATED', remarks: 'Ani' })).toBe(
      'You have a new notification',
    );
    expect(notificationSentence(t, { code: 'PROFILE_VIEWED', remarks: ' ' })).toBe(
      'Someone viewed your profile',
    );
    await i18n.changeLanguage('id');
    expect(notificationSentence(t, { code: 'CHAT_MESSAGE', remarks: 'Ani' })).toBe('Pesan baru dari Ani');
    await i18n.changeLanguage('en');
  });
});
