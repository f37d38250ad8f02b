import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeedFieldsFragment } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeRealtimeApi } from '../../../test/fake-realtime-api';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

function feed(overrides: Partial<FeedFieldsFragment> = {}): FeedFieldsFragment {
  return {
    pvid: 'f1',
    userPvid: 'u-author',
    firstName: 'Ana',
    lastName: 'Reyes',
    avatar: null,
    comment: 'Any tips? See https://example.com/tips.',
    postedDate: '2030-03-02T10:00:00.000Z',
    totalUpVoted: 2,
    totalDownVoted: 1,
    totalReply: 1,
    myVote: null,
    mentioned: [],
    replies: [
      {
        pvid: 'r1',
        userPvid: 'u-replier',
        comment: 'Past papers!',
        postedDate: '2030-03-02T11:00:00.000Z',
        names: 'Lim Wei',
        avatar: null,
        mentioned: [],
      },
    ],
    ...overrides,
  };
}

const viewer = { pvid: 'u-viewer', email: 'v@example.test', country: 'sg', roleCode: 'STDN' };

describe('feeds page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('shows a guest the wall read-only: replies, counts, safe links and a log-in prompt', async () => {
    const api = fakeApi({ GetFeeds: () => ({ data: { getFeeds: [feed()] } }) });
    renderWithApi('/sg/feeds', api);
    const thread = await screen.findByRole('article', { name: 'Posted by Ana Reyes' });
    const link = within(thread).getByRole('link', { name: 'https://example.com/tips' });
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(thread).getByText('Past papers!')).toBeTruthy();
    expect(within(thread).getByRole('button', { name: 'Vote up (2)' })).toHaveProperty('disabled', true);
    expect(within(thread).queryByRole('button', { name: 'Reply' })).toBeNull();
    const prompt = screen.getByText('Log in to comment, reply and vote.').parentElement;
    if (!prompt) throw new Error('no prompt');
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/sg/login?redirect=%2Fsg%2Ffeeds',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.calledWith('GetFeeds')[0]?.variables).toEqual({ startIndex: 0, length: 10, country: 'sg' });
  });

  it("keeps a guest's wall live: a new thread and new counts arrive without a reload", async () => {
    const api = fakeRealtimeApi({ GetFeeds: () => ({ data: { getFeeds: [feed()] } }) });
    renderWithApi('/sg/feeds', api);
    await screen.findByRole('article', { name: 'Posted by Ana Reyes' });
    await waitFor(() => expect(api.listening('FeedChanged')).toBe(1));
    api.emit(
      'FeedChanged',
      {
        feedChanged: feed({
          pvid: 'f2',
          firstName: 'Budi',
          lastName: 'Santoso',
          comment: 'New here!',
          replies: [],
        }),
      },
      { country: 'sg' },
    );
    api.emit('FeedChanged', { feedChanged: feed({ totalUpVoted: 5 }) });
    const fresh = await screen.findByRole('article', { name: 'Posted by Budi Santoso' });
    expect(within(fresh).getByText('New here!')).toBeTruthy();
    const first = screen.getByRole('article', { name: 'Posted by Ana Reyes' });
    expect(within(first).getByRole('button', { name: 'Vote up (5)' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((thread) => thread.getAttribute('aria-label'))).toEqual([
      'Posted by Budi Santoso',
      'Posted by Ana Reyes',
    ]);
  });

  it('says so when the wall is empty', async () => {
    renderWithApi('/sg/feeds', fakeApi({ GetFeeds: () => ({ data: { getFeeds: [] } }) }));
    expect(await screen.findByText('Nothing on the wall yet')).toBeTruthy();
  });

  it('counts characters, refuses blank and over-700 text, and posts with the mentions picked', async () => {
    signInForTest(viewer);
    const api = fakeApi({
      GetFeeds: () => ({ data: { getFeeds: [] } }),
      GetFeedMentions: () => ({
        data: { getFeedMentions: [{ pvid: 'u-lim', firstName: 'Lim', lastName: 'Wei', avatar: null }] },
      }),
      AddComment: (variables) => ({
        data: {
          addComment: feed({
            pvid: 'f-new',
            comment: String(variables['comment']),
            totalReply: 0,
            replies: [],
          }),
        },
      }),
    });
    renderWithApi('/sg/feeds', api);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This is required');
    fireEvent.change(box, { target: { value: 'a'.repeat(701) } });
    expect(screen.getByText('701 / 700 characters')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please keep it under 700 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(api.calledWith('AddComment')).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'Thanks @li', selectionStart: 10 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Mention Lim Wei' }));
    expect((box as HTMLTextAreaElement).value).toBe('Thanks @Lim Wei ');
    expect(api.calledWith('GetFeedMentions')[0]?.variables).toEqual({ search: 'li' });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Thanks @Lim Wei');
    expect(api.calledWith('AddComment')[0]?.variables).toEqual({
      comment: 'Thanks @Lim Wei',
      mentions: ['u-lim'],
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it("votes: the viewer's vote is pressed and the counts are the server's", async () => {
    signInForTest(viewer);
    const api = fakeApi({
      GetFeeds: () => ({ data: { getFeeds: [feed()] } }),
      AddVote: () => ({
        data: { addVote: { feedCommentPvid: 'f1', vote: 'DOWN', totalUpVoted: 2, totalDownVoted: 2 } },
      }),
    });
    renderWithApi('/sg/feeds', api);
    const down = await screen.findByRole('button', { name: 'Vote down (1)' });
    expect(down.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(down);
    const pressed = await screen.findByRole('button', { name: 'Vote down (2)' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Vote up (2)' }).getAttribute('aria-pressed')).toBe('false');
    expect(api.calledWith('AddVote')[0]?.variables).toEqual({ feedCommentPvid: 'f1', vote: 'DOWN' });
  });

  it('replies to a thread and pages with Load more', async () => {
    signInForTest(viewer);
    const firstPage = Array.from({ length: 10 }, (_, index) =>
      feed({ pvid: `f${index}`, comment: `Thread ${index}`, replies: [], totalReply: 0 }),
    );
    const api = fakeApi({
      GetFeeds: (variables) => ({
        data: {
          getFeeds: variables['startIndex'] === 0 ? firstPage : [feed({ pvid: 'old', comment: 'Oldest' })],
        },
      }),
      AddReply: (variables) => ({
        data: {
          addReply: feed({
            pvid: String(variables['feedCommentPvid']),
            comment: 'Thread 0',
            replies: [
              {
                pvid: 'r9',
                userPvid: 'u-viewer',
                comment: 'Me too',
                postedDate: '2030-03-02T12:00:00.000Z',
                names: 'Vi Ewer',
                avatar: null,
                mentioned: [],
              },
            ],
          }),
        },
      }),
    });
    renderWithApi('/sg/feeds', api);
    await screen.findByText('Thread 9');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Oldest');
    expect(api.calledWith('GetFeeds')[1]?.variables).toMatchObject({ startIndex: 10, length: 10 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());

    const thread = screen.getAllByRole('article')[0];
    if (!thread) throw new Error('no thread');
    fireEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
    const replyBox = within(thread).getByRole('textbox', { name: 'Write a reply to Ana Reyes' });
    fireEvent.change(replyBox, { target: { value: 'Me too' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
    expect(await within(thread).findByText('Me too')).toBeTruthy();
    expect(api.calledWith('AddReply')[0]?.variables).toEqual({
      feedCommentPvid: 'f0',
      comment: 'Me too',
      mentions: [],
    });
  });
});
