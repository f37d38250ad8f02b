import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommunityAnswerFieldsFragment, CommunityPostFieldsFragment } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const author = { userId: 'u-asker', name: 'Ana Reyes', username: 'ana', picture: null };

function post(overrides: Partial<CommunityPostFieldsFragment> = {}): CommunityPostFieldsFragment {
  return {
    pvid: 'p1',
    kind: 'QUESTION',
    title: 'How do I revise for chemistry?',
    body: 'Six weeks left.',
    tags: ['chemistry'],
    postedDate: '2030-03-02T10:00:00.000Z',
    upvotes: 3,
    downvotes: 1,
    answerCount: 1,
    commentCount: 0,
    acceptedAnswerPvid: null,
    myVote: null,
    author,
    ...overrides,
  };
}

function answer(overrides: Partial<CommunityAnswerFieldsFragment> = {}): CommunityAnswerFieldsFragment {
  return {
    pvid: 'a1',
    postPvid: 'p1',
    body: 'Past papers, timed.',
    postedDate: '2030-03-02T11:00:00.000Z',
    upvotes: 0,
    downvotes: 0,
    isAccepted: false,
    myVote: null,
    author: { userId: 'u-tutor', name: 'Lim Wei', username: 'lim', picture: null },
    comments: [],
    ...overrides,
  };
}

const sidebar = () => ({
  data: { getUsersTeam: [], getBrandIcon: { name: 'Ajar Community', url: '/favicon.svg' } },
});

describe('community pages', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('shows a guest the latest posts, the tabs without Following, and the community log-in link', async () => {
    const api = fakeApi({
      GetPostList: () => ({ data: { getPostList: [post()] } }),
      GetCommunitySidebar: sidebar,
    });
    renderWithApi('/sg/community', api);
    expect(await screen.findByRole('link', { name: 'How do I revise for chemistry?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Latest' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Following' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to the community' }).getAttribute('href')).toBe(
      '/sg/login?community=1&redirect=%2Fsg%2Fcommunity',
    );
    expect(api.calledWith('GetPostList')[0]?.variables).toEqual({
      country: 'sg',
      tab: 'LATEST',
      search: '',
      startIndex: 0,
      length: 10,
    });
  });

  it('switches to the following tab and says when it is empty; asks a question with tags', async () => {
    signInForTest({ pvid: 'u-viewer', email: 'v@example.test', country: 'sg', roleCode: 'STDN' });
    const api = fakeApi({
      GetPostList: () => ({ data: { getPostList: [] } }),
      GetCommunitySidebar: sidebar,
      CreateCommunityPost: (variables) => ({
        data: { createCommunityPost: post({ pvid: 'p-new', title: String(variables['title']) }) },
      }),
    });
    renderWithApi('/sg/community', api);
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByText('Nothing from the people you follow yet')).toBeTruthy();
    expect(api.calledWith('GetPostList').at(-1)?.variables).toMatchObject({ tab: 'FOLLOWING' });

    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Which physics book is best?' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Details' }), {
      target: { value: 'For A-levels.' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Tags/ }), { target: { value: 'physics, #books' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('link', { name: 'Which physics book is best?' })).toBeTruthy();
    expect(api.calledWith('CreateCommunityPost')[0]?.variables).toEqual({
      kind: 'QUESTION',
      title: 'Which physics book is best?',
      body: 'For A-levels.',
      tags: ['physics', 'books'],
    });
  });

  it("shows the asker an accept button on each answer, and nobody else; votes are not on one's own", async () => {
    signInForTest({ pvid: 'u-asker', email: 'a@example.test', country: 'sg', roleCode: 'STDN' });
    const api = fakeApi({
      GetCommunityPost: () => ({
        data: { getCommunityPost: { ...post(), comments: [] }, getAnswerList: [answer()] },
      }),
      AcceptAnswer: () => ({ data: { acceptAnswer: { pvid: 'a1', isAccepted: true } } }),
    });
    renderWithApi('/sg/community/p/p1', api);
    const item = await screen.findByTestId('community-answer');
    expect(within(item).getByRole('button', { name: 'Vote up (0)' })).toHaveProperty('disabled', false);
    expect(screen.getAllByRole('button', { name: 'Vote up (3)' })[0]).toHaveProperty('disabled', true);
    fireEvent.click(within(item).getByRole('button', { name: 'Accept this answer' }));
    await waitFor(() => expect(api.calledWith('AcceptAnswer')[0]?.variables).toEqual({ answerId: 'a1' }));
  });

  it('says when a post does not exist', async () => {
    const api = fakeApi({
      GetCommunityPost: () => ({
        errors: [{ message: 'This post no longer exists', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    renderWithApi('/sg/community/p/nope', api);
    expect(await screen.findByText('This post no longer exists')).toBeTruthy();
  });
});
