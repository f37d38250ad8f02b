import { COMMUNITY_SCORE_RULES, MESSAGES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeOf, communityClient, messageOf } from './testing/community-test-helpers';

let t: TestApp;
let c: ReturnType<typeof communityClient>;
beforeAll(async () => {
  t = await startTestApp();
  c = communityClient(t);
});
afterAll(() => t.close());

const { upvote, downvote, acceptedAnswer } = COMMUNITY_SCORE_RULES;

describe('community: posting', () => {
  it('createCommunityPost answers the post fields; getPostList pages the market by tab and search', async () => {
    const asker = await c.member('student', 'ph');
    const question = c.ok(
      await c.post(asker.token, {
        kind: 'QUESTION',
        title: 'Which IELTS book is best?',
        body: 'I have six weeks.',
        tags: ['IELTS', 'english', 'ielts'],
      }),
    ).createCommunityPost;
    expect(question).toMatchObject({
      kind: 'QUESTION',
      title: 'Which IELTS book is best?',
      body: 'I have six weeks.',
      tags: ['ielts', 'english'],
      upvotes: 0,
      downvotes: 0,
      answerCount: 0,
      commentCount: 0,
      acceptedAnswerPvid: null,
      myVote: null,
      comments: [],
      author: { userId: asker.id, name: asker.name, picture: null },
    });
    t.clock.advance(1000);
    const post = c.ok(
      await c.post(asker.token, { kind: 'POST', title: 'My study timetable', body: 'Sharing what works.' }),
    ).createCommunityPost;
    const ids = (list: { pvid: string }[]) => list.map((item) => item.pvid);
    expect(ids(c.ok(await c.list({ country: 'ph' })).getPostList)).toEqual([post.pvid, question.pvid]);
    expect(ids(c.ok(await c.list({ country: 'ph', tab: 'QUESTIONS' })).getPostList)).toEqual([question.pvid]);
    expect(ids(c.ok(await c.list({ country: 'ph', tab: 'UNANSWERED' })).getPostList)).toEqual([
      question.pvid,
    ]);
    expect(ids(c.ok(await c.list({ country: 'ph', search: 'ielts' })).getPostList)).toEqual([question.pvid]);
    expect(ids(c.ok(await c.list({ country: 'ph', search: 'timetable' })).getPostList)).toEqual([post.pvid]);
    expect(ids(c.ok(await c.list({ country: 'ph', startIndex: 1, length: 1 })).getPostList)).toEqual([
      question.pvid,
    ]);
    expect(c.ok(await c.list({ country: 'ph', tab: 'FOLLOWING' })).getPostList).toEqual([]);
    expect(codeOf(await c.list({}))).toBe('BAD_USER_INPUT');

    // Answered, it leaves the unanswered tab.
    const helper = await c.member('tutor', 'ph');
    await c.answered(helper.token, question.pvid);
    expect(ids(c.ok(await c.list({ country: 'ph', tab: 'UNANSWERED' })).getPostList)).toEqual([]);
  });

  it('refuses bad input with the domain messages and writes nothing', async () => {
    const asker = await c.member('student', 'lk');
    const short = await c.post(asker.token, { kind: 'QUESTION', title: 'Why?', body: 'x' });
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(messageOf(short)).toBe(MESSAGES.communityTitleLength);
    const tags = await c.post(asker.token, {
      kind: 'POST',
      title: 'A long enough title',
      body: 'x',
      tags: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(messageOf(tags)).toBe(MESSAGES.communityTooManyTags);
    const long = await c.post(asker.token, {
      kind: 'POST',
      title: 'A long enough title',
      body: 'x'.repeat(5001),
    });
    expect(messageOf(long)).toBe(MESSAGES.communityBodyTooLong);
    expect(c.ok(await c.list({ country: 'lk' })).getPostList).toEqual([]);
    const guest = await c.post('', { kind: 'POST', title: 'A long enough title', body: 'x' }, {});
    expect(codeOf(guest)).toBe('UNAUTHENTICATED');
  });

  it('answers, comments on the question and the answer; posts take no answers; markets are apart', async () => {
    const asker = await c.member('student', 'my');
    const helper = await c.member('tutor', 'my');
    const question = await c.asked(asker.token);
    const answer = await c.answered(helper.token, question.pvid, 'Do the 2019 paper first.');
    expect(answer).toMatchObject({ postPvid: question.pvid, isAccepted: false, upvotes: 0, comments: [] });
    c.ok(await c.comment(asker.token, 'POST', question.pvid, 'Thanks all'));
    const onAnswer = c.ok(
      await c.comment(asker.token, 'ANSWER', answer.pvid, 'Which paper?'),
    ).addCommunityComment;
    expect(onAnswer.answerPvid).toBe(answer.pvid);
    const [read] = c.ok(await c.answers(question.pvid)).getAnswerList;
    expect(read?.comments.map((comment) => comment.body)).toEqual(['Which paper?']);
    const [listed] = c.ok(await c.list({ country: 'my', length: 1 })).getPostList;
    expect(listed).toMatchObject({ answerCount: 1, commentCount: 2 });
    expect(listed?.comments.map((comment) => comment.body)).toEqual(['Thanks all']);

    const post = c.ok(
      await c.post(asker.token, { kind: 'POST', title: 'Study tips thread', body: 'Go' }),
    ).createCommunityPost;
    const refused = await c.answer(helper.token, post.pvid, 'An answer');
    expect(messageOf(refused)).toBe(MESSAGES.communityNotAQuestion);
    const stranger = await c.member('student', 'us');
    expect(codeOf(await c.answer(stranger.token, question.pvid, 'hi'))).toBe('NOT_FOUND');
    expect(codeOf(await c.comment(stranger.token, 'ANSWER', answer.pvid, 'hi'))).toBe('NOT_FOUND');
    expect(codeOf(await c.answer(asker.token, 'nope', 'hi'))).toBe('NOT_FOUND');
    const tooLong = await c.comment(asker.token, 'POST', question.pvid, 'x'.repeat(701));
    expect(messageOf(tooLong)).toBe(MESSAGES.textTooLong);
  });
});

describe('community: votes, acceptance and the score', () => {
  it('one vote per member, changeable; never on one’s own writing', async () => {
    const asker = await c.member('student', 'in');
    const voter = await c.member('tutor', 'in');
    const question = await c.asked(asker.token);
    expect(c.ok(await c.vote(voter.token, 'POST', question.pvid, 'UP')).voteCommunity).toMatchObject({
      upvotes: 1,
      downvotes: 0,
    });
    c.ok(await c.vote(voter.token, 'POST', question.pvid, 'UP'));
    expect(c.ok(await c.vote(voter.token, 'POST', question.pvid, 'DOWN')).voteCommunity).toMatchObject({
      vote: 'DOWN',
      upvotes: 0,
      downvotes: 1,
    });
    const [mine] = c.ok(await c.list({ country: 'in' }, { token: voter.token })).getPostList;
    expect(mine?.myVote).toBe('DOWN');
    const own = await c.vote(asker.token, 'POST', question.pvid, 'UP');
    expect(messageOf(own)).toBe(MESSAGES.communityCannotVoteOwn);
  });

  it('the score moves exactly by the rules: votes received, a changed vote, an acceptance that moves', async () => {
    const asker = await c.member('student', 'id');
    const first = await c.member('tutor', 'id');
    const second = await c.member('tutor', 'id');
    const voter = await c.member('student', 'id');
    const question = await c.asked(asker.token);
    const a1 = await c.answered(first.token, question.pvid, 'First answer');
    t.clock.advance(1000);
    const a2 = await c.answered(second.token, question.pvid, 'Second answer');
    expect((await c.info(first.id)).score).toBe(0);

    c.ok(await c.vote(voter.token, 'ANSWER', a1.pvid, 'UP'));
    c.ok(await c.vote(asker.token, 'ANSWER', a1.pvid, 'UP'));
    expect((await c.info(first.id)).score).toBe(2 * upvote);
    c.ok(await c.vote(voter.token, 'ANSWER', a1.pvid, 'DOWN'));
    expect((await c.info(first.id)).score).toBe(upvote + downvote);

    // Only the asker accepts.
    const notAsker = await c.accept(second.token, a1.pvid);
    expect(codeOf(notAsker)).toBe('FORBIDDEN');
    expect(messageOf(notAsker)).toBe(MESSAGES.communityOnlyAskerAccepts);
    expect((await c.info(first.id)).score).toBe(upvote + downvote);

    expect(c.ok(await c.accept(asker.token, a1.pvid)).acceptAnswer.isAccepted).toBe(true);
    expect((await c.info(first.id)).score).toBe(upvote + downvote + acceptedAnswer);
    // Moving the acceptance takes the points from the first answerer to the second.
    c.ok(await c.accept(asker.token, a2.pvid));
    expect((await c.info(first.id)).score).toBe(upvote + downvote);
    expect((await c.info(second.id)).score).toBe(acceptedAnswer);
    const answers = c.ok(await c.answers(question.pvid)).getAnswerList;
    expect(answers.map((answer) => [answer.pvid, answer.isAccepted])).toEqual([
      [a1.pvid, false],
      [a2.pvid, true],
    ]);
    const [listed] = c.ok(await c.list({ country: 'id', length: 1 })).getPostList;
    expect(listed?.acceptedAnswerPvid).toBe(a2.pvid);

    // An asker who answers their own question earns nothing by accepting it.
    const own = await c.answered(asker.token, question.pvid, 'Found it myself');
    const before = (await c.info(asker.id)).score;
    c.ok(await c.accept(asker.token, own.pvid));
    expect((await c.info(asker.id)).score).toBe(before);
  });
});
