import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';
import { viewerProfile } from '../../../test/public-profile-fixtures';
import { useSidebarPreference } from '../hooks/use-sidebar-preference';
import { TutorWorkspace } from './tutor-workspace';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => resetSessionForTest());

const TUTOR = { pvid: 'user-1', email: 'siti@ajar.test', country: 'sg', roleCode: 'TTR0' };
const STUDENT = { pvid: 'user-9', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' };
const tutorProfile = viewerProfile({
  pvid: 'user-1',
  userPvid: 'user-1',
  userCode: 'tok123',
  firstName: 'Siti',
  lastName: 'Rahma',
  roleCode: 'TTR0',
});
const api = (profile = tutorProfile) => fakeApi({ GetProfile: () => ({ data: { getProfile: profile } }) });

describe('the tutor side menu beside a tutor’s pages', { timeout: 20_000 }, () => {
  it('stands beside the feedback page with the page marked, and follows the tutor to the next page', async () => {
    signInForTest(TUTOR);
    const { router } = renderWithApi('/sg/feedback', api());
    const menu = await screen.findByRole('navigation', { name: 'Tutor dashboard' });
    expect(within(menu).getByRole('link', { name: 'Send feedback' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The public profile's address once the profile is in.
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
        '/sg/tok123--user-1--Siti--Rahma',
      ),
    );
    fireEvent.click(within(menu).getByRole('link', { name: 'Calendar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sg/tutor/calendar'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Tutor dashboard' }))
          .getByRole('link', { name: 'Calendar' })
          .getAttribute('aria-current'),
      ).toBe('page'),
    );
  });

  it('is not shown when the tutor switched the sidebar off, nor to a student', async () => {
    localStorage.setItem('profileSidebar', 'off');
    signInForTest(TUTOR);
    const tutorView = renderWithApi('/sg/feedback', api());
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Tutor dashboard' })).toBeNull();
    tutorView.unmount();

    resetSessionForTest();
    signInForTest(STUDENT);
    renderWithApi('/sg/feedback', api(viewerProfile()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Tutor dashboard' })).toBeNull();
  });

  it('keeps the page as it was when the menu comes or goes', async () => {
    signInForTest(TUTOR);
    function Counter() {
      const [clicks, setClicks] = useState(0);
      return <button onClick={() => setClicks(clicks + 1)}>Clicked {clicks}</button>;
    }
    function SidebarSwitch() {
      const [on, setOn] = useSidebarPreference();
      return <button onClick={() => setOn(!on)}>Switch the menu</button>;
    }
    render(
      <MemoryRouter initialEntries={['/sg/feedback']}>
        <SidebarSwitch />
        <TutorWorkspace>
          <Counter />
        </TutorWorkspace>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('navigation', { name: 'Tutor dashboard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Switch the menu' }));
    expect(screen.queryByRole('navigation', { name: 'Tutor dashboard' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Switch the menu' }));
    expect(await screen.findByRole('navigation', { name: 'Tutor dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
  });
});
