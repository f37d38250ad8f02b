import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';
import { TUTOR_PATH, tutorProfile, viewerProfile } from '../../../test/public-profile-fixtures';
import { fakeRealtimeApi } from '../../../test/fake-realtime-api';
import { STUDENT } from '../testing/chat-fixtures';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => resetSessionForTest());

function profileApi() {
  return fakeRealtimeApi({
    PublicProfile: () => ({ data: { getProfile: tutorProfile() } }),
    PublicProfileArticles: () => ({ data: { getTutorArticles: [] } }),
    PublicProfileTestimonials: () => ({ data: { getTestimonialListByToken: [] } }),
    GetProfile: () => ({ data: { getProfile: viewerProfile() } }),
    GetFavouriteIds: () => ({ data: { getFavouriteIds: [] } }),
    GetUnReadMsgsCount: () => ({ data: { getUnReadMsgsCount: 0 } }),
    CountUnreadNotifications: () => ({ data: { countUnreadNotifications: 0 } }),
    CreateNewChatRoom: () => ({ data: { createNewChatRoom: { __typename: 'ChatRoom', _id: 'room-42' } } }),
    GetUserChatRooms: () => ({ data: { getUserChatRooms: [] } }),
  });
}

describe('the public profile’s Chat button', { timeout: 30_000 }, () => {
  it('opens the room with the tutor for a signed-in visitor', async () => {
    signInForTest(STUDENT);
    const api = profileApi();
    const view = renderWithApi(TUTOR_PATH, api);
    fireEvent.click(await screen.findByRole('button', { name: /Chat/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sg/chats'));
    expect(view.router.state.location.search).toBe('?room=room-42');
    expect(api.calledWith('CreateNewChatRoom')[0]?.variables).toEqual({ userId: 'user-1' });
  });

  it('asks a guest to log in and come back', async () => {
    const api = profileApi();
    renderWithApi(TUTOR_PATH, api);
    fireEvent.click(await screen.findByRole('button', { name: /Chat/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Log in to chat with Siti Rahma')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/sg/login?redirect=${encodeURIComponent(TUTOR_PATH)}`,
    );
    expect(api.calledWith('CreateNewChatRoom')).toHaveLength(0);
  });
});
