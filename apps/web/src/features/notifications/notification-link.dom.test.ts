import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { notificationHref } from './notification-link';
import { notificationSentence } from './notification-text';

const own = { userCode: 'tok123', userPvid: 'user-1', firstName: 'Siti', lastName: 'Rahma' };

describe('notification links and sentences', () => {
  it('leads each code to its page', () => {
    const link = (code: string, entityId: string | null, remarks = 'Ani') =>
      notificationHref({ code, entityId, remarks }, 'sg', own);
    expect(notificationHref({ code: 'CHAT_MESSAGE', entityId: 'r1', remarks: 'Ani' }, 'id', own)).toBe(
      '/id/chats?room=r1',
    );
    expect(link('PROFILE_VIEWED', 'u2')).toBe('/sg/profile/viewed');
    expect(link('TESTIMONIAL_RECEIVED', 't1')).toBe('/sg/tok123--user-1--Siti--Rahma#testimonials');
    expect(notificationHref({ code: 'TESTIMONIAL_RECEIVED', entityId: 't1', remarks: '' }, 'sg', null)).toBe(
      '/sg/profile/me',
    );
    expect(link('BOOKING_CREATED', 'b1')).toBeNull();
  });

  it('leads assignment notifications to the assignment, named by its title when known', () => {
    const link = (code: string, entityId: string | null, remarks: string) =>
      notificationHref({ code, entityId, remarks }, 'sg', own);
    expect(link('ASSIGNMENT_POSTED', 'a-1', 'O-Level Maths, Sec 4')).toBe(
      '/sg/assignments/O-Level-Maths-Sec-4--a-1',
    );
    expect(link('ASSIGNMENT_POSTED', 'a-1', '')).toBe('/sg/assignments/assignment--a-1');
    expect(link('ASSIGNMENT_POSTED', null, 'Maths')).toBe('/sg/assignments/acceptance');
    // remarks is the tutor's name here, not the title.
    expect(link('ASSIGNMENT_APPLIED', 'a-1', 'Wei Ming Tan')).toBe('/sg/assignments/assignment--a-1');
    expect(link('ASSIGNMENT_APPLIED', null, 'Wei Ming Tan')).toBe('/sg/assignments');
    expect(
      notificationHref(
        { code: 'ASSIGNMENT_APPLIED', entityId: 'a-1', remarks: 'Wei Ming Tan', entityTitle: 'Sec 4 Maths' },
        'sg',
        own,
      ),
    ).toBe('/sg/assignments/Sec-4-Maths--a-1');
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
    expect(notificationSentence(t, { code: 'ASSIGNMENT_APPLIED', remarks: 'Budi Santoso' })).toBe(
      'Budi Santoso melamar tugas Anda',
    );
    expect(
      notificationSentence(t, {
        code: 'ASSIGNMENT_APPLIED',
        remarks: 'Budi Santoso',
        entityTitle: 'Les Kimia',
      }),
    ).toBe('Budi Santoso melamar tugas Anda “Les Kimia”');
    await i18n.changeLanguage('en');
    expect(
      notificationSentence(t, {
        code: 'ASSIGNMENT_APPLIED',
        remarks: 'Wei Ming Tan',
        entityTitle: 'Sec 4 Maths',
      }),
    ).toBe('Wei Ming Tan applied to your assignment “Sec 4 Maths”');
    await i18n.changeLanguage('en');
  });
});
