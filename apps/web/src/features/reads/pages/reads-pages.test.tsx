import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ArticleCardFieldsFragment } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const POST = 'c0a80101-0000-4000-8000-000000000001';
const AUTHOR = 'c0a80101-0000-4000-8000-0000000000a1';

function article(overrides: Partial<ArticleCardFieldsFragment> = {}): ArticleCardFieldsFragment {
  return {
    pvid: POST,
    userPvid: AUTHOR,
    title: 'Five habits that make revision stick',
    image: '/reads/cover-1.jpg',
    description: 'Twenty-five focused minutes every day.',
    subject: 'Study skills',
    tags: ['revision', 'exams'],
    status: 'PUBLISHED',
    rejectReason: null,
    comments: 1,
    views: 12,
    upvotes: 3,
    downvotes: 1,
    postedDate: '2030-03-02T10:00:00.000Z',
    updatedAt: '2030-03-02T10:00:00.000Z',
    authorFirstName: 'Wei',
    authorLastName: 'Tan',
    authorAvatar: null,
    authorToken: 'wt-token',
    boosted: false,
    ...overrides,
  };
}

const details = `/sg/reads/details/five-habits--${POST}--${AUTHOR}`;
const student = { pvid: 'u-student', email: 's@example.test', country: 'sg', roleCode: 'STDN' };

describe('reads pages', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('reads/public lists articles, searches by words and filters by tag through the address', async () => {
    const api = fakeApi({
      GetPublicArticles: () => ({
        data: {
          getPublicArticles: { total: 1, items: [article({ boosted: true })] },
          getArticleTags: ['exams'],
        },
      }),
    });
    const { router } = renderWithApi('/sg/reads/public', api);
    const link = await screen.findByRole('link', { name: /Five habits that make revision stick/ });
    expect(link.getAttribute('href')).toBe(
      `/sg/reads/details/five-habits-that-make-revision-stick--${POST}--${AUTHOR}`,
    );
    expect(within(link).getByText('Featured')).toBeTruthy();
    const searchbox = screen.getByRole('searchbox', { name: 'Search articles' });
    fireEvent.change(searchbox, { target: { value: 'habits' } });
    const form = searchbox.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.click(within(form).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=habits'));
    await waitFor(() =>
      expect(api.calledWith('GetPublicArticles').at(-1)?.variables).toMatchObject({
        search: 'habits',
        tag: '',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '#exams' }));
    await waitFor(() =>
      expect(api.calledWith('GetPublicArticles').at(-1)?.variables).toMatchObject({
        search: 'habits',
        tag: 'exams',
        startIndex: 0,
        country: 'sg',
      }),
    );
  });

  it('details: a guest reads the sanitized body and is asked to log in to vote', async () => {
    const api = fakeApi({
      GetArticle: () => ({
        data: { getArticle: { ...article(), body: '<p>Test <strong>yourself</strong>.</p>', myVote: null } },
      }),
      GetArticleComments: () => ({ data: { getArticleComments: [] } }),
      ViewArticle: () => ({ data: { viewArticle: 13 } }),
    });
    renderWithApi(details, api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Five habits that make revision stick' }),
    ).toBeTruthy();
    expect(screen.getByText('yourself').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Vote up (3)' })).toHaveProperty('disabled', true);
    const prompt = screen.getByText('Log in to vote and comment.').parentElement;
    if (!prompt) throw new Error('no prompt');
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/sg/login?redirect=${encodeURIComponent(details)}`,
    );
    await waitFor(() => expect(api.calledWith('ViewArticle')[0]?.variables).toEqual({ articlePvid: POST }));
  });

  it('details: a student votes (and changes the vote) and comments', async () => {
    signInForTest(student);
    const api = fakeApi({
      GetArticle: () => ({ data: { getArticle: { ...article(), body: '<p>Body</p>', myVote: null } } }),
      GetArticleComments: () => ({ data: { getArticleComments: [] } }),
      ViewArticle: () => ({ data: { viewArticle: 13 } }),
      VoteArticle: (variables) => ({
        data: {
          voteArticle: {
            articlePvid: POST,
            vote: variables['vote'],
            upvotes: variables['vote'] === 'UP' ? 4 : 3,
            downvotes: variables['vote'] === 'UP' ? 1 : 2,
          },
        },
      }),
      AddArticleComment: (variables) => ({
        data: {
          addArticleComment: {
            pvid: 'c1',
            userPvid: 'u-student',
            comment: variables['comment'],
            postedDate: '2030-03-02T12:00:00.000Z',
            names: 'Siti Student',
            avatar: null,
          },
        },
      }),
    });
    renderWithApi(details, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Vote up (3)' }));
    const up = await screen.findByRole('button', { name: 'Vote up (4)' });
    expect(up.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Vote down (1)' }));
    expect((await screen.findByRole('button', { name: 'Vote down (2)' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Write a comment' }), {
      target: { value: 'Thanks!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(api.calledWith('AddArticleComment')[0]?.variables).toEqual({
        articlePvid: POST,
        comment: 'Thanks!',
      }),
    );
  });

  it('reads/list shows each status and the team’s reason', async () => {
    signInForTest({ ...student, roleCode: 'TUTR' });
    const api = fakeApi({
      GetMyArticles: () => ({
        data: {
          getMyArticles: [
            article({ pvid: 'a1', title: 'Sent back', status: 'REJECTED', rejectReason: 'Add a source.' }),
            article({ pvid: 'a2', title: 'Waiting', status: 'IN_REVIEW' }),
          ],
        },
      }),
    });
    renderWithApi('/sg/reads/list', api);
    const items = await screen.findAllByTestId('my-article');
    expect(within(items[0] as HTMLElement).getByText('Sent back', { selector: 'span' })).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Our team: Add a source.')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Send for review' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('In review')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});

describe('the rich-text editor loads only where an article is edited', () => {
  const root = path.resolve(__dirname, '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
          ? [path.join(dir, entry.name)]
          : [],
    );

  it('only rich-text-editor.tsx imports TipTap, and only through a lazy import()', () => {
    const importers = sources(path.resolve(root, '..', '..')).filter((file) =>
      /from '@tiptap\//.test(readFileSync(file, 'utf8')),
    );
    expect(importers.map((file) => path.relative(root, file))).toEqual(['components/rich-text-editor.tsx']);
    const staticImporters = sources(path.resolve(root, '..', '..')).filter((file) =>
      /^import (?!type)[^;]*from '(?:\.\/|\.\.\/components\/)rich-text-editor'/m.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(staticImporters.map((file) => path.relative(root, file))).toEqual([]);
    expect(readFileSync(path.join(root, 'components/lazy-rich-text-editor.tsx'), 'utf8')).toContain(
      "lazy(() => import('./rich-text-editor'))",
    );
  });

  it('draws a placeholder, then the editor with its toolbar, on reads/create', async () => {
    signInForTest({ ...student, roleCode: 'TUTR' });
    renderWithApi('/sg/reads/create', fakeApi({}));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Bold' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Article' })).toBeTruthy();
  });

  it('reads/edit loads the author’s sent-back article into the form', async () => {
    signInForTest({ ...student, pvid: AUTHOR, roleCode: 'TUTR' });
    const sentBack = { ...article({ status: 'REJECTED', rejectReason: 'Add a source.' }), body: '<p>Hi</p>' };
    const api = fakeApi({ GetArticle: () => ({ data: { getArticle: { ...sentBack, myVote: null } } }) });
    renderWithApi(`/sg/reads/edit/five-habits--${POST}--${AUTHOR}`, api);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() =>
      expect((title as HTMLInputElement).value).toBe('Five habits that make revision stick'),
    );
    expect(api.calledWith('GetArticle')[0]?.variables).toEqual({ articlePvid: POST });
    expect(document.title).toContain('Ajar');
  });
});
