import { FEED_POST_WINDOW_MS, FEED_POSTS_PER_WINDOW } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeOf, feedsClient } from './testing/feeds-test-helpers';
import { removeFeedComment } from './feeds-moderation';

let t: TestApp;
let feeds: ReturnType<typeof feedsClient>;
beforeAll(async () => {
  t = await startTestApp();
  feeds = feedsClient(t);
});
afterAll(() => t.close());

describe('feeds: the operations and their fields', () => {
  it('addComment answers the Feed fields; getFeeds pages the market newest first, signed in or out', async () => {
    const author = await feeds.member('student', 'ph', 'Ana');
    const first = await feeds.commented(author.token, 'Who knows a good chemistry tutor?');
    expect(first).toMatchObject({
      userPvid: author.id,
      firstName: 'Ana',
      lastName: author.name.split(' ')[1],
      avatar: null,
      comment: 'Who knows a good chemistry tutor?',
      totalUpVoted: 0,
      totalDownVoted: 0,
      totalReply: 0,
      myVote: null,
      replies: [],
    });
    expect(first.pvid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(first.postedDate))).toBe(false);
    t.clock.advance(1000);
    const second = await feeds.commented(author.token, 'And physics?');
    t.clock.advance(1000);
    const third = await feeds.commented(author.token, 'Thanks all');

    const page = feeds.ok(await feeds.feeds({ startIndex: 0, length: 2 }, author.token)).getFeeds;
    expect(page.map((feed) => feed.pvid)).toEqual([third.pvid, second.pvid]);
    const next = feeds.ok(await feeds.feeds({ startIndex: 2, length: 2 }, author.token)).getFeeds;
    expect(next.map((feed) => feed.pvid)).toEqual([first.pvid]);
    const guest = feeds.ok(await feeds.feeds({ country: 'ph' })).getFeeds;
    expect(guest.map((feed) => feed.pvid)).toEqual([third.pvid, second.pvid, first.pvid]);
    expect(feeds.ok(await feeds.feeds({ country: 'lk' })).getFeeds).toEqual([]);
    expect(codeOf(await feeds.feeds({}))).toBe('BAD_USER_INPUT');
    expect(codeOf(await feeds.feeds({ length: 51, country: 'ph' }))).toBe('BAD_USER_INPUT');
  });

  it('addReply adds to the thread: replies oldest first with names and avatar, totalReply counts them', async () => {
    const author = await feeds.member('student', 'my', 'Nur');
    const replier = await feeds.member('tutor', 'my', 'Lim');
    const thread = await feeds.commented(author.token, 'Tips for SPM maths?');
    const replied = feeds.ok(
      await feeds.reply(replier.token, thread.pvid, 'Past papers, every week.'),
    ).addReply;
    expect(replied.pvid).toBe(thread.pvid);
    expect(replied.totalReply).toBe(1);
    expect(replied.replies).toEqual([
      expect.objectContaining({
        userPvid: replier.id,
        comment: 'Past papers, every week.',
        names: replier.name,
        avatar: null,
      }),
    ]);
    t.clock.advance(1000);
    feeds.ok(await feeds.reply(author.token, thread.pvid, 'Thank you!'));
    const [read] = feeds.ok(await feeds.feeds({ length: 1 }, author.token)).getFeeds;
    expect(read?.totalReply).toBe(2);
    expect(read?.replies.map((reply) => reply.comment)).toEqual(['Past papers, every week.', 'Thank you!']);

    // Not to a reply, not across markets, not to a thread that does not exist.
    const replyId = read?.replies[0]?.pvid ?? '';
    expect(codeOf(await feeds.reply(author.token, replyId, 'nested'))).toBe('NOT_FOUND');
    const stranger = await feeds.member('student', 'us');
    expect(codeOf(await feeds.reply(stranger.token, thread.pvid, 'hi'))).toBe('NOT_FOUND');
    expect(codeOf(await feeds.reply(author.token, 'nope', 'hi'))).toBe('NOT_FOUND');
  });

  it('addVote: up or down, one per person, changeable; the Vote answers the counts, getFeeds the viewer vote', async () => {
    const author = await feeds.member('student', 'in');
    const voter = await feeds.member('tutor', 'in');
    const thread = await feeds.commented(author.token, 'Vote on me');
    const up = feeds.ok(await feeds.vote(voter.token, thread.pvid, 'UP')).addVote;
    expect(up).toEqual({ feedCommentPvid: thread.pvid, vote: 'UP', totalUpVoted: 1, totalDownVoted: 0 });
    expect(feeds.ok(await feeds.vote(voter.token, thread.pvid, 'UP')).addVote.totalUpVoted).toBe(1);
    const down = feeds.ok(await feeds.vote(voter.token, thread.pvid, 'DOWN')).addVote;
    expect(down).toMatchObject({ vote: 'DOWN', totalUpVoted: 0, totalDownVoted: 1 });
    feeds.ok(await feeds.vote(author.token, thread.pvid, 'UP'));
    const [seen] = feeds.ok(await feeds.feeds({ length: 1 }, voter.token)).getFeeds;
    expect(seen).toMatchObject({ totalUpVoted: 1, totalDownVoted: 1, myVote: 'DOWN' });
    const [guest] = feeds.ok(await feeds.feeds({ length: 1, country: 'in' })).getFeeds;
    expect(guest?.myVote).toBeNull();
    expect(codeOf(await feeds.vote(voter.token, 'nope', 'UP'))).toBe('NOT_FOUND');
  });

  it('refuses the signed out, blank and over-700-character text, and more than 10 mentions', async () => {
    const author = await feeds.member('student', 'lk');
    const anonymous = await t.gql('mutation { addComment(comment: "hi") { pvid } }');
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect(codeOf(await feeds.comment(author.token, '   '))).toBe('BAD_USER_INPUT');
    const tooLong = await feeds.comment(author.token, 'a'.repeat(701));
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0]?.message).toBe('Please keep it under 700 characters');
    feeds.ok(await feeds.comment(author.token, 'é'.repeat(700)));
    const many = Array.from({ length: 11 }, () => author.id);
    expect(codeOf(await feeds.comment(author.token, 'hi all', many))).toBe('BAD_USER_INPUT');
  });

  it('limits posts per person in a window (rate limit), then lets them post again', async () => {
    const author = await feeds.member('student', 'id');
    const thread = await feeds.commented(author.token, 'Halo semua');
    for (let index = 1; index < FEED_POSTS_PER_WINDOW; index += 1)
      feeds.ok(await feeds.reply(author.token, thread.pvid, `balasan ${index}`));
    const limited = await feeds.comment(author.token, 'one more');
    expect(codeOf(limited)).toBe('RATE_LIMITED');
    expect(codeOf(await feeds.reply(author.token, thread.pvid, 'one more'))).toBe('RATE_LIMITED');
    const other = await feeds.member('student', 'id');
    feeds.ok(await feeds.comment(other.token, 'Someone else may post'));
    t.clock.advance(FEED_POST_WINDOW_MS + 1000);
    feeds.ok(await feeds.comment(author.token, 'Back again'));
  });
});

describe('feeds: mentions', () => {
  it('getFeedMentions offers people of the market by name, never oneself nor other markets', async () => {
    const me = await feeds.member('student', 'us', 'Zed');
    const tutor = await feeds.member('tutor', 'us', 'Zelda');
    await feeds.member('student', 'sg', 'Zelda');
    const offered = feeds.ok(await feeds.mentions(me.token, 'zel')).getFeedMentions;
    expect(offered.map((person) => person.pvid)).toEqual([tutor.id]);
    expect(offered[0]).toMatchObject({ firstName: 'Zelda' });
    const fullName = feeds.ok(await feeds.mentions(me.token, tutor.name)).getFeedMentions;
    expect(fullName.map((person) => person.pvid)).toEqual([tutor.id]);
    expect(codeOf(await t.gql('query { getFeedMentions(search: "a") { pvid } }'))).toBe('UNAUTHENTICATED');
  });

  it('a mention notifies that person (not oneself, not someone of another market), in a comment or a reply', async () => {
    const author = await feeds.member('student', 'sg', 'Mentioner');
    const friend = await feeds.member('tutor', 'sg', 'Friend');
    const abroad = await feeds.member('tutor', 'id', 'Abroad');
    const thread = await feeds.commented(author.token, '@Friend can you help?', [
      friend.id,
      author.id,
      abroad.id,
    ]);
    const [heard] = await feeds.notifications(friend.token);
    expect(heard).toMatchObject({ code: 'FEED_MENTION', entityId: thread.pvid, remarks: author.name });
    expect(await feeds.notifications(author.token)).toEqual([]);
    expect(await feeds.notifications(abroad.token)).toEqual([]);

    // The names of the people mentioned come back with the text (the page highlights them): only those kept.
    expect(thread.mentioned).toEqual([friend.name]);

    const replied = feeds.ok(await feeds.reply(friend.token, thread.pvid, '@Mentioner sure', [author.id]));
    expect(replied.addReply.replies.at(-1)?.mentioned).toEqual([author.name]);
    const [back] = await feeds.notifications(author.token);
    expect(back).toMatchObject({ code: 'FEED_MENTION', entityId: thread.pvid, remarks: friend.name });
  });
});

describe('feeds: live and safety', () => {
  it('publishes new threads, replies and vote counts to the market (feedChanged)', async () => {
    const author = await feeds.member('student', 'ph');
    const seen: { pvid: string; totalReply: number; totalUpVoted: number }[] = [];
    const stream = t.deps.pubsub.subscribe('feedChanged', 'ph')[Symbol.asyncIterator]();
    const collect = (async () => {
      for (let index = 0; index < 3; index += 1) {
        const next = await stream.next();
        if (!next.done) seen.push(next.value);
      }
    })();
    const thread = await feeds.commented(author.token, 'Live!');
    feeds.ok(await feeds.reply(author.token, thread.pvid, 'Reply'));
    feeds.ok(await feeds.vote(author.token, thread.pvid, 'UP'));
    await collect;
    await stream.return?.();
    expect(seen.map((event) => [event.pvid, event.totalReply, event.totalUpVoted])).toEqual([
      [thread.pvid, 0, 0],
      [thread.pvid, 1, 0],
      [thread.pvid, 1, 1],
    ]);
  });

  it("a reply the team removes leaves the thread's replies and its totalReply", async () => {
    const author = await feeds.member('student', 'lk');
    const replier = await feeds.member('student', 'lk');
    t.clock.advance(1000);
    const thread = await feeds.commented(author.token, 'Where to find past papers?');
    feeds.ok(await feeds.reply(replier.token, thread.pvid, 'Cheap essays at http://spam.example'));
    t.clock.advance(1000);
    feeds.ok(await feeds.reply(author.token, thread.pvid, 'Still looking.'));
    const [before] = feeds.ok(await feeds.feeds({ length: 1 }, author.token)).getFeeds;
    const spam = before?.replies.find((reply) => reply.comment.includes('spam'))?.pvid ?? '';
    expect(await removeFeedComment(t.deps.db, spam, t.clock.now())).toBe(true);
    expect(await removeFeedComment(t.deps.db, spam, t.clock.now())).toBe(false);
    const [after] = feeds.ok(await feeds.feeds({ length: 1 }, author.token)).getFeeds;
    expect(after?.totalReply).toBe(1);
    expect(after?.replies.map((reply) => reply.comment)).toEqual(['Still looking.']);
  });

  it("reports a comment to the team's console (once while open; never one's own)", async () => {
    const author = await feeds.member('student', 'my');
    const reader = await feeds.member('student', 'my');
    const thread = await feeds.commented(author.token, 'Buy followers at http://spam.example');
    const reported = await feeds.report(reader.token, thread.pvid);
    expect(feeds.ok(reported).reportContent.success).toBe(true);
    expect(codeOf(await feeds.report(reader.token, thread.pvid))).toBe('CONFLICT');
    expect(codeOf(await feeds.report(author.token, thread.pvid))).toBe('FORBIDDEN');
  });
});
