import {
  BOOKING_LOCATION_MAX,
  BOOKING_NOTES_MAX,
  formatMoney,
  lessonPriceMinor,
  MESSAGES,
} from '@ajar/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdProvider } from '../../../shared/ui/antd-provider';
import { i18n } from '../../../shared/i18n/i18n';
import {
  apiError,
  fakeApi,
  resetSessionForTest,
  signInForTest,
  type FakeApi,
  type Responder,
} from '../../../test/render-with-api';
import { tutorProfile } from '../../../test/public-profile-fixtures';
import { BookingDialog } from './booking-dialog';

// antd's dialog and selects are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 8000 };

const DAY = '2030-01-15';

// 16:00 and 16:30 in Jakarta (UTC+7) on the day.
const SLOTS = [`${DAY}T09:00:00.000Z`, `${DAY}T09:30:00.000Z`];

function api(
  addBooking: Responder,
  slots: readonly string[] = SLOTS,
  bookedBefore = false,
  trialLesson: { duration: number; price: number; currency: string } | null = null,
) {
  return fakeApi({
    TutorTrialLesson: () => ({ data: { getTutorAvailability: { trialLesson } } }),
    TutorFreeSlots: () => ({ data: { getTutorFreeSlots: slots } }),
    StudentBookedTutors: () => ({
      data: {
        getBookings: bookedBefore
          ? [{ pvid: 'b-1', status: 'DONE', isFirstBooking: true, tutor: { userPvid: 'user-1' } }]
          : [],
      },
    }),
    AddBooking: addBooking,
  });
}

const booked = () => ({ data: { addBooking: { booking: { pvid: 'booking-9' } } } });

function renderDialog(fake: FakeApi, profile = tutorProfile(), onClose = vi.fn(), address = '/id/tutor') {
  render(
    <AntdProvider>
      <Provider value={fake.client}>
        <MemoryRouter initialEntries={[address]}>
          <BookingDialog open profile={profile} market="id" onClose={onClose} initialDay={DAY} />
        </MemoryRouter>
      </Provider>
    </AntdProvider>,
  );
  return onClose;
}

async function submit(): Promise<void> {
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
}

describe('booking dialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInForTest({ pvid: 'student-1', email: 'budi@ajar.test', country: 'id', roleCode: 'STDN' });
  });
  afterEach(() => resetSessionForTest());

  it("shows the tutor's subject, the lesson fields and the price of the default hour", async () => {
    renderDialog(api(booked));
    expect(await screen.findByText('Book Siti Rahma', {}, SLOW)).toBeTruthy();
    for (const label of ['Subject and level', 'Duration', 'Lesson', 'Location']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(await screen.findByRole('radiogroup', { name: 'Day' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '16:00' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '16:30' })).toBeTruthy();
    expect(await screen.findByText('Lessons to prepay', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Mathematics · SMA Kelas 10')).toBeTruthy();
    const price = formatMoney(lessonPriceMinor(150_000, 60), 'id');
    expect(screen.getByText(`${price} for this lesson`)).toBeTruthy();
  });

  it("limits the location and the notes to the domain's lengths", async () => {
    renderDialog(api(booked));
    const location = await screen.findByPlaceholderText('Zoom, Google Meet, or an address', {}, SLOW);
    const notes = screen.getByPlaceholderText('What would you like to learn?');
    expect(location.getAttribute('maxlength')).toBe(String(BOOKING_LOCATION_MAX));
    expect(notes.getAttribute('maxlength')).toBe(String(BOOKING_NOTES_MAX));
  });

  it('books the chosen lesson in the market’s time zone and closes', async () => {
    const fake = api(booked);
    const onClose = renderDialog(fake);
    const location = await screen.findByPlaceholderText('Zoom, Google Meet, or an address', {}, SLOW);
    fireEvent.change(location, { target: { value: 'Google Meet' } });
    fireEvent.click(await screen.findByRole('radio', { name: '16:00' }, SLOW));
    fireEvent.change(screen.getByPlaceholderText('What would you like to learn?'), {
      target: { value: 'Quadratic equations' },
    });
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    // The free start chosen (16:00 in Jakarta), for the default hour.
    expect(fake.calledWith('AddBooking').map((call) => call.variables)).toEqual([
      {
        tutorPvid: 'user-1',
        subjectPvid: 'psl-1',
        startTime: `${DAY}T09:00:00.000Z`,
        endTime: `${DAY}T10:00:00.000Z`,
        duration: 60,
        type: 'ONLINE',
        location: 'Google Meet',
        notes: 'Quadratic equations',
        // A first booking with the tutor prepays one lesson unless the student chooses more.
        numberOfLessons: 1,
      },
    ]);
  });

  it('asks for a start time before booking, and says when the tutor has no free time', async () => {
    const fake = api(booked, []);
    renderDialog(fake);
    expect(await screen.findByText('No free times in the next 14 days', {}, SLOW)).toBeTruthy();
    await submit();
    expect(await screen.findByText('Choose a start time', {}, SLOW)).toBeTruthy();
    expect(fake.calledWith('AddBooking')).toEqual([]);
  });

  it("books the tutor's trial lesson at its length, without a prepayment", async () => {
    const fake = api(booked, SLOTS, false, { duration: 30, price: 0, currency: 'IDR' });
    renderDialog(fake);
    // The trial is a first booking's default when the tutor offers one.
    expect(await screen.findByText('00:30 trial lesson, free, once with each tutor', {}, SLOW)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Trial lesson' }).closest('label')?.className).toContain(
        'checked',
      ),
    );
    await waitFor(() => expect(screen.queryByText('Lessons to prepay')).toBeNull());
    await waitFor(() =>
      expect(fake.calledWith('TutorFreeSlots').at(-1)?.variables).toMatchObject({ duration: 30 }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: '16:00' }, SLOW));
    await submit();
    await waitFor(() => expect(fake.calledWith('AddBooking')).toHaveLength(1), SLOW);
    expect(fake.calledWith('AddBooking')[0]?.variables).toMatchObject({
      startTime: `${DAY}T09:00:00.000Z`,
      endTime: `${DAY}T09:30:00.000Z`,
      duration: 30,
      isTrial: true,
    });
    expect(fake.calledWith('AddBooking')[0]?.variables).not.toHaveProperty('numberOfLessons');
  });

  it('does not offer a prepayment after a paid booking with the tutor', async () => {
    renderDialog(api(booked, SLOTS, true));
    expect(await screen.findByRole('radio', { name: '16:00' }, SLOW)).toBeTruthy();
    expect(screen.queryByText('Lessons to prepay')).toBeNull();
  });

  it("shows the server's message and stays open when the booking is refused", async () => {
    const onClose = renderDialog(
      api(() => apiError('BAD_USER_INPUT', 'bookingTimeInvalid', MESSAGES.bookingTimeInvalid)),
    );
    fireEvent.click(await screen.findByRole('radio', { name: '16:00' }, SLOW));
    await submit();
    expect(await screen.findByText(MESSAGES.bookingTimeInvalid, {}, SLOW)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the tutor has nothing to book and cannot be submitted without subjects', async () => {
    const fake = api(booked);
    renderDialog(fake, tutorProfile({ subjectList: [] }));
    expect(await screen.findByText('This tutor has no subjects to book yet.', {}, SLOW)).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    const button = within(dialog).getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(fake.calledWith('AddBooking')).toEqual([]);
  });

  it('lets a guest choose, then asks them to sign up with the lesson held in the address they come back to', async () => {
    resetSessionForTest();
    const fake = api(booked, SLOTS, false, { duration: 30, price: 0, currency: 'IDR' });
    renderDialog(fake);
    fireEvent.click(await screen.findByRole('radio', { name: '16:00' }, SLOW));
    await submit();
    const signUp = await screen.findByRole('link', { name: 'Sign up' }, SLOW);
    const back = new URL(signUp.getAttribute('href') ?? '', 'http://x').searchParams.get('redirect') ?? '';
    const held = new URL(back, 'http://x');
    expect(held.pathname).toBe('/id/tutor');
    expect(Object.fromEntries(held.searchParams)).toEqual({
      book: `${DAY}T09:00:00.000Z`,
      level: 'psl-1',
      kind: 'trial',
      duration: '30',
    });
    expect(fake.calledWith('AddBooking')).toEqual([]);
    expect(fake.calledWith('StudentBookedTutors')).toEqual([]);
  });

  it('reopens on the lesson held through sign-up and books it as chosen', async () => {
    const fake = api(booked);
    const onClose = renderDialog(
      fake,
      tutorProfile(),
      vi.fn(),
      `/id/tutor?book=${DAY}T09:30:00.000Z&level=psl-1&kind=regular&duration=60`,
    );
    await waitFor(
      () =>
        expect(screen.getByRole('radio', { name: '16:30' }).closest('label')?.className).toContain('checked'),
      SLOW,
    );
    await submit();
    await waitFor(() => expect(fake.calledWith('AddBooking')).toHaveLength(1), SLOW);
    expect(fake.calledWith('AddBooking')[0]?.variables).toMatchObject({
      startTime: `${DAY}T09:30:00.000Z`,
      duration: 60,
      subjectPvid: 'psl-1',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
  });
});
