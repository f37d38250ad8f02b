import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { TUTOR_PATH, tutorProfile } from '../../test/public-profile-fixtures';
import { fakeApi, renderWithApi, resetSessionForTest } from '../../test/render-with-api';
import { DocumentMeta } from './document-meta';

afterEach(() => resetSessionForTest());

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('page titles and descriptions from the route table', { timeout: 20_000 }, () => {
  it.each([
    [
      '/sg/login',
      'Log in · Ajar',
      'Log in to Ajar to book lessons, chat with tutors and manage your bookings.',
    ],
    [
      '/id/login',
      'Masuk · Ajar',
      'Masuk ke Ajar untuk memesan pelajaran, mengobrol dengan tutor, dan mengelola pemesanan Anda.',
    ],
    ['/sg/browse/tutors', 'Browse tutors · Ajar', expect.stringMatching(/^Find a tutor for any subject/)],
    ['/id/browse/tutors', 'Cari tutor · Ajar', expect.stringMatching(/^Temukan tutor untuk mata pelajaran/)],
    ['/sg/counselling/browse', 'Browse counsellors · Ajar', expect.stringMatching(/^Counsellors for study/)],
    ['/id/my-favourite', 'Favorit saya · Ajar', 'Tutor yang Anda perhatikan, di satu tempat.'],
  ])('%s is titled %s', async (path, title, text) => {
    renderWithApi(path, fakeApi({}));
    await waitFor(() => expect(document.title).toBe(title));
    expect(description()).toEqual(text);
  });

  it('titles the 404 page in both languages', async () => {
    renderWithApi('/sg/no-such-page', fakeApi({}));
    await waitFor(() => expect(document.title).toBe('Page not found · Ajar'));
    cleanup();
    renderWithApi('/id/tidak-ada', fakeApi({}));
    await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan · Ajar'));
  });

  it("names a tutor's profile after the tutor, and the next page after its route", async () => {
    const { router } = renderWithApi(
      TUTOR_PATH,
      fakeApi({ PublicProfile: () => ({ data: { getProfile: tutorProfile() } }) }),
    );
    await waitFor(() => expect(document.title).toBe('Siti Rahma · Ajar'));
    await act(() => router.navigate('/sg/login'));
    await waitFor(() => expect(document.title).toBe('Log in · Ajar'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(document.title).toBe('Siti Rahma · Ajar'));
  });
});

/** A page that titles itself, whichever order React runs its effects and its layout's. */
function SelfTitled() {
  useDocumentTitle('Mathematics tutors · Ajar');
  return null;
}

describe("a page's own title", () => {
  it("wins over its route's default, and the next route's default follows it", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <DocumentMeta />
              <Outlet />
            </>
          ),
          children: [
            {
              path: 'a',
              element: <SelfTitled />,
              handle: {
                meta: { title: 'browse.meta.tutors.title', description: 'browse.meta.tutors.description' },
              },
            },
            {
              path: 'b',
              element: null,
              handle: {
                meta: { title: 'auth.meta.login.title', description: 'auth.meta.login.description' },
              },
            },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('Mathematics tutors · Ajar'));
    expect(description()).toMatch(/^Find a tutor for any subject/);
    await act(() => router.navigate('/b'));
    expect(document.title).toBe('Log in · Ajar');
    await act(() => router.navigate('/a'));
    expect(document.title).toBe('Mathematics tutors · Ajar');
  });
});
