import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TUTOR_PATH, tutorProfile } from '../../../test/public-profile-fixtures';
import { fakeApi, renderWithApi, resetSessionForTest } from '../../../test/render-with-api';

function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Puts the booking card's bottom and the profile's end where a scroll would, then scrolls. */
async function scrollTo(cardBottom: number, endTop: number) {
  const card = document.querySelector('aside');
  const end = card?.parentElement?.nextElementSibling;
  if (!card || !end) throw new Error('booking card or end marker missing');
  vi.spyOn(card, 'getBoundingClientRect').mockReturnValue({ bottom: cardBottom } as DOMRect);
  vi.spyOn(end, 'getBoundingClientRect').mockReturnValue({ top: endTop } as DOMRect);
  fireEvent.scroll(window);
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

const bar = () => screen.queryByRole('group', { name: 'Book or chat with Siti Rahma' });
const api = () => fakeApi({ PublicProfile: () => ({ data: { getProfile: tutorProfile() } }) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionForTest();
});

describe('the sticky Book and Chat bar', { timeout: 20_000 }, () => {
  it('appears on a phone once the booking card has scrolled away, and leaves at the end of the profile', async () => {
    phone(true);
    renderWithApi(TUTOR_PATH, api());
    expect(await screen.findByRole('heading', { level: 1, name: 'Siti Rahma' })).toBeTruthy();
    await scrollTo(400, 2000);
    expect(bar()).toBeNull();

    await scrollTo(-200, 1500);
    const shown = bar();
    expect(shown).not.toBeNull();
    expect(within(shown as HTMLElement).getByRole('button', { name: /Book tutor/ })).toBeTruthy();
    expect(within(shown as HTMLElement).getByRole('button', { name: /Chat/ })).toBeTruthy();

    // The footer is next: the bar steps aside so it never covers it, even after a jump.
    await scrollTo(-3000, -400);
    expect(bar()).toBeNull();
    await scrollTo(-200, 1500);
    expect(bar()).not.toBeNull();
    // Back up to the card.
    await scrollTo(300, 2500);
    expect(bar()).toBeNull();
  });

  it('is not there on a desktop, where the booking card follows the reader', async () => {
    phone(false);
    renderWithApi(TUTOR_PATH, api());
    expect(await screen.findByRole('heading', { level: 1, name: 'Siti Rahma' })).toBeTruthy();
    await scrollTo(-200, 1500);
    expect(bar()).toBeNull();
  });
});
