import { MESSAGES, TESTIMONIAL_LIST_MAX } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { codeOf, expectError, latestMailTo, mailsTo } from '../../test/account-helpers';
import { marketReference, nth, sessionFor, type MarketReference } from '../../test/profile-helpers';
import {
  ADD_TESTIMONIAL,
  CONFIRM_TESTIMONIAL,
  GET_OWN_PROFILE,
  GET_PROFILE_OF,
  GET_TESTIMONIALS,
  GET_TESTIMONIALS_BY_TOKEN,
  UPDATE_SUBJECT,
} from '../../test/profile-operations';
import { startTestApp, type TestApp } from '../../test/test-app';
import { testimonials } from './testimonial.tables';

let t: TestApp;
let sg: MarketReference;
beforeAll(async () => {
  t = await startTestApp();
  sg = await marketReference(t, 'sg');
});
afterAll(() => t.close());

interface Testimonial {
  pvid: string;
  comment: string;
  postedDate: string;
  rating: number;
  reviewer: string;
  subjectName: string | null;
}

async function tutorWithCode(country: 'sg' | 'id' = 'sg') {
  const tutor = await makeTutor(t.deps.db, { country });
  const token = await sessionFor(t, tutor);
  const response = await t.gql<{ getProfile: { referralCode: string } }>(GET_OWN_PROFILE, {}, { token });
  const referralCode = response.data?.getProfile.referralCode ?? '';
  return { tutor, token, referralCode };
}

const review = (referralCode: string, email: string, extra: Record<string, unknown> = {}) => ({
  comment: 'Clear explanations, my son finally enjoys algebra.',
  referralCode,
  rating: 5,
  email,
  name: 'Grace Lee',
  ...extra,
});

describe('testimonials', () => {
  it('holds a guest review until the emailed link is opened, then lists it; the link works once', async () => {
    const { tutor, token, referralCode } = await tutorWithCode();
    await t.gql(
      UPDATE_SUBJECT,
      {
        list: [
          {
            programmeSubjectPvid: nth(sg.subjects, 1).id,
            levels: [{ programmeLevelPvid: nth(sg.levels, 3).id, pricePerHour: 5000 }],
          },
        ],
      },
      { token },
    );
    const added = await t.gql(
      ADD_TESTIMONIAL,
      review(referralCode, 'Grace@Example.test', { programmeSubjectPvid: nth(sg.subjects, 1).id }),
    );
    expect(added.data).toEqual({ addTestimonial: { success: true, message: MESSAGES.testimonialSubmitted } });

    const reader = await sessionFor(t, await makeStudent(t.deps.db));
    const list = () =>
      t.gql<{ getTestimonialList: Testimonial[] }>(
        GET_TESTIMONIALS,
        { userPvid: tutor.id },
        { token: reader },
      );
    expect((await list()).data?.getTestimonialList).toEqual([]);

    const mail = await latestMailTo(t, 'grace@example.test');
    const [link] = mail.links;
    expect(link).toMatch(/^http:\/\/ajar\.test\/sg\/profile\/add_testimonial\/confirm\?code=/);
    const code = codeOf(link ?? '');
    expect((await t.gql(CONFIRM_TESTIMONIAL, { code })).data).toEqual({
      confirmTestimonial: { success: true, message: MESSAGES.testimonialConfirmed },
    });
    expect((await list()).data?.getTestimonialList).toEqual([
      {
        pvid: expect.any(String),
        comment: 'Clear explanations, my son finally enjoys algebra.',
        postedDate: t.clock.now().toISOString(),
        rating: 5,
        reviewer: 'Grace Lee',
        subjectName: nth(sg.subjects, 1).name,
      },
    ]);
    expectError(await t.gql(CONFIRM_TESTIMONIAL, { code }), 'BAD_USER_INPUT', 'invalidTestimonialCode');

    // Listed, but a testimonial from the link never makes the rating (only reviews of lessons do).
    const profile = await t.gql<{ getProfile: { testimonialCount: number; averageRating: number } }>(
      GET_PROFILE_OF,
      {
        userPvid: tutor.id,
      },
    );
    expect(profile.data?.getProfile).toMatchObject({
      testimonialCount: 1,
      reviewCount: 0,
      averageRating: null,
    });
  });

  it('expires unconfirmed links after 7 days', async () => {
    const { referralCode } = await tutorWithCode();
    await t.gql(ADD_TESTIMONIAL, review(referralCode, 'late@example.test'));
    const code = codeOf((await latestMailTo(t, 'late@example.test')).links[0] ?? '');
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expectError(await t.gql(CONFIRM_TESTIMONIAL, { code }), 'BAD_USER_INPUT', 'invalidTestimonialCode', {
      code: 'invalidTestimonialCode',
    });
    expectError(
      await t.gql(CONFIRM_TESTIMONIAL, { code: 'made-up' }),
      'BAD_USER_INPUT',
      'invalidTestimonialCode',
    );
  });

  it('refuses bad reviews with the spec messages and stores nothing', async () => {
    const { tutor, referralCode } = await tutorWithCode();
    const count = async () =>
      (await t.deps.db.select().from(testimonials)).filter((row) => row.tutorUserId === tutor.id).length;
    const cases: [Record<string, unknown>, string, Record<string, string>?][] = [
      [{ rating: 0 }, 'ratingRequired', { rating: 'ratingRequired' }],
      [{ rating: 6 }, 'ratingRequired'],
      [{ comment: '  ' }, 'reviewRequired', { comment: 'reviewRequired' }],
      [{ comment: 'x'.repeat(701) }, 'textTooLong', { comment: 'textTooLong' }],
      [{ email: '' }, 'emailRequired'],
      [{ email: 'not-an-email' }, 'emailInvalid'],
      [{ programmeSubjectPvid: nth(sg.subjects, 2).id }, 'subjectRequired'],
    ];
    for (const [change, messageKey, fields] of cases) {
      expectError(
        await t.gql(ADD_TESTIMONIAL, review(referralCode, 'bad@example.test', change)),
        'BAD_USER_INPUT',
        messageKey as never,
        fields as never,
      );
    }
    expectError(
      await t.gql(ADD_TESTIMONIAL, review('NOSUCHCODE', 'bad@example.test')),
      'NOT_FOUND',
      'notFound',
    );
    // A student's referral code (they have one too) is not a tutor's.
    const student = await makeStudent(t.deps.db);
    const studentToken = await sessionFor(t, student);
    const studentCode = (
      await t.gql<{ getProfile: { referralCode: string } }>(GET_OWN_PROFILE, {}, { token: studentToken })
    ).data?.getProfile.referralCode;
    expectError(
      await t.gql(ADD_TESTIMONIAL, review(studentCode ?? '', 'bad@example.test')),
      'NOT_FOUND',
      'notFound',
    );
    // Tutors cannot review themselves.
    const own = await t.gql(ADD_TESTIMONIAL, review(referralCode, 'self@example.test'), {
      token: await sessionFor(t, tutor),
    });
    expectError(own, 'FORBIDDEN', 'ownTestimonial');
    expect(await count()).toBe(0);
    expect(await mailsTo(t, 'bad@example.test')).toEqual([]);
  });

  it('asks guests to log in (UNAUTHENTICATED with HTTP 200), and lists newest first with a limit', async () => {
    const { tutor, referralCode } = await tutorWithCode();
    for (let i = 1; i <= 12; i += 1) {
      t.clock.advance(60_000);
      await t.gql(
        ADD_TESTIMONIAL,
        review(referralCode, `r${i}@example.test`, { rating: (i % 5) + 1, comment: `Review ${i}` }),
      );
      await t.gql(CONFIRM_TESTIMONIAL, {
        code: codeOf((await latestMailTo(t, `r${i}@example.test`)).links[0] ?? ''),
      });
    }
    await t.gql(ADD_TESTIMONIAL, review(referralCode, 'pending@example.test', { comment: 'Not confirmed' }));

    for (const [query, variables] of [
      [GET_TESTIMONIALS, { userPvid: tutor.id }],
      [GET_TESTIMONIALS_BY_TOKEN, { token: tutor.token }],
    ] as const) {
      const guest = await t.gql(query, variables);
      expect(guest.status).toBe(200);
      expectError(guest, 'UNAUTHENTICATED', 'notLoggedIn');
    }
    // A stored token that is dead is still a 401 (the web clears it).
    expect((await t.gql(GET_TESTIMONIALS, { userPvid: tutor.id }, { token: 'dead-token' })).status).toBe(401);

    const reader = await sessionFor(t, await makeStudent(t.deps.db));
    const byId = await t.gql<{ getTestimonialList: Testimonial[] }>(
      GET_TESTIMONIALS,
      { userPvid: tutor.id },
      { token: reader },
    );
    expect(byId.data?.getTestimonialList.map((row) => row.comment)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Review ${12 - i}`),
    );
    const byToken = await t.gql<{ getTestimonialListByToken: Testimonial[] }>(
      GET_TESTIMONIALS_BY_TOKEN,
      { token: tutor.token, limit: 3 },
      { token: reader },
    );
    expect(byToken.data?.getTestimonialListByToken.map((row) => row.comment)).toEqual([
      'Review 12',
      'Review 11',
      'Review 10',
    ]);
    const all = await t.gql<{ getTestimonialList: Testimonial[] }>(
      GET_TESTIMONIALS,
      { userPvid: tutor.id, limit: 500 },
      {
        token: reader,
      },
    );
    expect(all.data?.getTestimonialList.length).toBe(12);
    expect(all.data?.getTestimonialList.length).toBeLessThanOrEqual(TESTIMONIAL_LIST_MAX);

    const profile = await t.gql<{ getProfile: { testimonialCount: number; averageRating: number } }>(
      GET_PROFILE_OF,
      {
        userPvid: tutor.id,
      },
    );
    // The pending one is not counted; link testimonials never make the rating.
    expect(profile.data?.getProfile.testimonialCount).toBe(12);
    expect(profile.data?.getProfile.averageRating).toBeNull();

    // Only tutors have testimonials.
    const student = await makeStudent(t.deps.db);
    expectError(
      await t.gql(GET_TESTIMONIALS, { userPvid: student.id }, { token: reader }),
      'NOT_FOUND',
      'notFound',
    );
    expectError(await t.gql(GET_TESTIMONIALS, { userPvid: 'x' }, { token: reader }), 'NOT_FOUND', 'notFound');
  });

  it("mails Indonesian tutors' reviewers in Indonesian with the tutor's market in the link", async () => {
    const { referralCode } = await tutorWithCode('id');
    await t.gql(ADD_TESTIMONIAL, review(referralCode.toLowerCase(), 'ulasan@example.test'));
    const mail = await latestMailTo(t, 'ulasan@example.test');
    expect(mail.subject).toMatch(/^Konfirmasi testimoni/);
    expect(mail.links[0]).toMatch(/^http:\/\/ajar\.test\/id\/profile\/add_testimonial\/confirm\?code=/);
  });
});
