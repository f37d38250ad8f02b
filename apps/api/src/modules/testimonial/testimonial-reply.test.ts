import { TESTIMONIAL_REPLY_MAX } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { expectError } from '../../test/account-helpers';
import { sessionFor } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  LIST,
  REPLY,
  lessonBetween,
  publishedTestimonial,
  type TestimonialRead,
} from './testing/testimonial-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = async (tutorId: string, token: string) =>
  (await t.gql<{ getTestimonialList: TestimonialRead[] }>(LIST, { userPvid: tutorId }, { token })).data
    ?.getTestimonialList ?? [];

describe('replies to testimonials', () => {
  it('lets the reviewed tutor reply once; the reply shows in the lists', async () => {
    const tutor = await makeTutor(t.deps.db);
    const token = await sessionFor(t, tutor);
    const id = await publishedTestimonial(t, tutor, null);

    const replied = await t.gql<{ replyToTestimonial: TestimonialRead }>(
      REPLY,
      { testimonialId: id, reply: '  Thank you, Grace! See you on Tuesday.  ' },
      { token },
    );
    expect(replied.data?.replyToTestimonial).toMatchObject({
      pvid: id,
      reply: 'Thank you, Grace! See you on Tuesday.',
      repliedAt: t.clock.now().toISOString(),
    });

    t.clock.advance(60_000);
    expectError(
      await t.gql(REPLY, { testimonialId: id, reply: 'A second thought' }, { token }),
      'CONFLICT',
      'testimonialAlreadyReplied',
    );
    const reader = await sessionFor(t, await makeStudent(t.deps.db));
    expect(await list(tutor.id, reader)).toEqual([
      expect.objectContaining({ pvid: id, reply: 'Thank you, Grace! See you on Tuesday.' }),
    ]);
  });

  it('refuses everyone but the reviewed tutor, and replies empty or too long', async () => {
    const tutor = await makeTutor(t.deps.db);
    const id = await publishedTestimonial(t, tutor, null);
    const reply = { testimonialId: id, reply: 'Thanks!' };

    expectError(await t.gql(REPLY, reply), 'UNAUTHENTICATED', 'notLoggedIn');
    const student = await sessionFor(t, await makeStudent(t.deps.db));
    expectError(await t.gql(REPLY, reply, { token: student }), 'FORBIDDEN', 'forbidden');
    const otherTutor = await sessionFor(t, await makeTutor(t.deps.db));
    expectError(await t.gql(REPLY, reply, { token: otherTutor }), 'FORBIDDEN', 'testimonialReplyOwnOnly');

    const token = await sessionFor(t, tutor);
    expectError(
      await t.gql(REPLY, { testimonialId: id, reply: '   ' }, { token }),
      'BAD_USER_INPUT',
      'testimonialReplyRequired',
      { reply: 'testimonialReplyRequired' },
    );
    expectError(
      await t.gql(REPLY, { testimonialId: id, reply: 'x'.repeat(TESTIMONIAL_REPLY_MAX + 1) }, { token }),
      'BAD_USER_INPUT',
      'testimonialReplyTooLong',
    );
    expectError(
      await t.gql(REPLY, { testimonialId: 'nope', reply: 'Hi' }, { token }),
      'NOT_FOUND',
      'notFound',
    );
    expect((await list(tutor.id, student))[0]?.reply).toBeNull();
  });

  it('marks only reviews of lessons verified: a link testimonial is not, whoever wrote it', async () => {
    const tutor = await makeTutor(t.deps.db);
    const student = await makeStudent(t.deps.db);
    const lesson = await lessonBetween(t, tutor.id, student.id, 'DONE');
    t.clock.advance(1000);
    await publishedTestimonial(t, tutor, student, 'from the link');
    t.clock.advance(1000);
    await publishedTestimonial(t, tutor, null, 'from a guest');
    t.clock.advance(1000);
    await publishedTestimonial(t, tutor, student, 'of the lesson', lesson);

    const rows = await list(tutor.id, await sessionFor(t, await makeStudent(t.deps.db)));
    expect(rows.map((row) => [row.comment, row.verifiedLesson])).toEqual([
      ['of the lesson', true],
      ['from a guest', false],
      ['from the link', false],
    ]);
  });
});
