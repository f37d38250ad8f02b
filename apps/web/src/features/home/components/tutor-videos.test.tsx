import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApi } from '../../../test/render-with-api';

configure({ asyncUtilTimeout: 5000 });

const video = {
  pvid: 'vid-1',
  fileName: 'hello.mp4',
  description: 'Maths made simple',
  durationSecs: 60,
  mimeType: 'video/mp4',
  path: '/uploads/hello.mp4',
  poster: '/uploads/hello-poster.png',
  tutorUserPvid: 'user-1',
  tutorToken: 'tok123',
  tutorFirstName: 'Siti',
  tutorLastName: 'Rahma',
  tutorAvatar: null,
};

describe('home: meet our tutors', { timeout: 20_000 }, () => {
  it("shows the market's introduction videos, each linking to the tutor's profile", async () => {
    const api = fakeApi({ HomeIntroVideos: () => ({ data: { introVideoHome: [video] } }) });
    renderWithApi('/id', api);
    expect(await screen.findByRole('heading', { name: /Dengarkan tutor|Hear from tutors/ })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Siti Rahma/ });
    expect(link.getAttribute('href')).toBe('/id/tok123--user-1--Siti--Rahma');
    // The poster stands for the player until the reader presses it (no player on first paint).
    expect(document.querySelector('video')).toBeNull();
    const play = screen.getByRole('button', { name: 'Putar: Video perkenalan Siti Rahma' });
    expect(play.querySelector('img')?.getAttribute('src')).toBe('/uploads/hello-poster.png?w=768');
    expect(api.calledWith('HomeIntroVideos')[0]?.variables).toEqual({ limit: 6, country: 'id' });
  });

  it('leaves the section out when there are no videos', async () => {
    const api = fakeApi({ HomeIntroVideos: () => ({ data: { introVideoHome: [] } }) });
    renderWithApi('/sg', api);
    await waitFor(() => expect(api.calledWith('HomeIntroVideos')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Hear from tutors before you book' })).toBeNull(),
    );
  });
});
