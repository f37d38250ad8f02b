import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiError,
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
  type Responder,
} from '../../../test/render-with-api';
import { viewerProfile } from '../../../test/public-profile-fixtures';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => resetSessionForTest());

const TUTOR = { pvid: 'user-1', email: 'siti@ajar.test', country: 'sg', roleCode: 'TTR0' };
const profile = () =>
  viewerProfile({
    pvid: 'user-1',
    userPvid: 'user-1',
    firstName: 'Siti',
    lastName: 'Rahma',
    roleCode: 'TTR0',
  });

function dashboard(overrides: Record<string, unknown> = {}) {
  return {
    country: 'sg',
    timeZone: 'Asia/Singapore',
    currency: 'SGD',
    earningsThisMonth: 123_450,
    profileViewsWeek: 4,
    profileViewsMonth: 11,
    completionPercent: 75,
    upcomingLessons: [
      {
        bookingId: 'b-1',
        studentName: 'Budi Santoso',
        startTime: '2026-11-30T02:00:00.000Z',
        endTime: '2026-11-30T03:00:00.000Z',
        status: 'ACCEPTED',
      },
    ],
    upcomingClassSessions: [
      {
        sessionId: 's-1',
        classId: 'c-1',
        title: 'Algebra in small groups',
        startsAt: '2026-12-01T10:00:00.000Z',
        endsAt: '2026-12-01T11:00:00.000Z',
        seats: 5,
        seatsTaken: 2,
      },
    ],
    reputation: { medianReplyMinutes: 40, replyWithin: 'HOUR', acceptanceRate: 90 },
    ...overrides,
  };
}

function api(responders: Record<string, Responder>) {
  return fakeApi({ GetProfile: () => ({ data: { getProfile: profile() } }), ...responders });
}

describe('tutor dashboard', { timeout: 20_000 }, () => {
  it("shows the month's earnings, views, rates, completion, and the lessons and sessions in the market's zone", async () => {
    signInForTest(TUTOR);
    renderWithApi(
      '/sg/tutor/dashboard',
      api({ GetTutorDashboard: () => ({ data: { getTutorDashboard: dashboard() } }) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const figure = async (label: string) => within((await screen.findByText(label)).closest('li')!);
    expect((await figure('Earned this month')).getByText(/1,234\.50/)).toBeTruthy();
    expect((await figure('Profile views')).getByText('11')).toBeTruthy();
    expect((await figure('Reply time')).getByText('Within an hour')).toBeTruthy();
    expect((await figure('Acceptance rate')).getByText('90%')).toBeTruthy();
    expect((await figure('Profile completion')).getByText('75%')).toBeTruthy();
    expect(screen.getByText('Lesson with Budi Santoso')).toBeTruthy();
    // 02:00Z is 10:00 in Singapore.
    expect(screen.getByText(/30 Nov 2026, 10:00–11:00/)).toBeTruthy();
    expect(screen.getByText('Algebra in small groups')).toBeTruthy();
    expect(screen.getByText('2 of 5 seats taken')).toBeTruthy();
  });

  it('says when nothing is coming, and offers a retry when loading fails', async () => {
    signInForTest(TUTOR);
    let fail = true;
    renderWithApi(
      '/sg/tutor/dashboard',
      api({
        GetTutorDashboard: () =>
          fail
            ? apiError('INTERNAL', 'unexpected', 'Something went wrong')
            : { data: { getTutorDashboard: dashboard({ upcomingLessons: [], upcomingClassSessions: [] }) } },
      }),
    );
    expect(await screen.findByText('We could not load your dashboard')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No accepted or paid lessons in the next 7 days.')).toBeTruthy();
    expect(screen.getByText('No class sessions in the next 7 days.')).toBeTruthy();
  });

  it('accepts a paid lesson waiting for an answer, and asks before declining one', async () => {
    signInForTest(TUTOR);
    let status = 'PAID';
    const paid = (id: string, name: string) => ({
      bookingId: id,
      studentName: name,
      startTime: '2026-11-30T02:00:00.000Z',
      endTime: '2026-11-30T03:00:00.000Z',
      status,
    });
    const fake = api({
      GetTutorDashboard: () => ({
        data: { getTutorDashboard: dashboard({ upcomingLessons: [paid('b-1', 'Budi Santoso')] }) },
      }),
      UpdateBookingStatus: (variables) => {
        status = String(variables['status']);
        return { data: { updateBooking: { pvid: variables['id'] } } };
      },
    });
    renderWithApi('/sg/tutor/dashboard', fake);
    expect(await screen.findByText('Waiting for your answer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline the lesson with Budi Santoso' }));
    expect(await screen.findByText('Decline this lesson? The student gets a full refund.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(fake.calledWith('UpdateBookingStatus')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Accept the lesson with Budi Santoso' }));
    await waitFor(() =>
      expect(fake.calledWith('UpdateBookingStatus').map((call) => call.variables)).toEqual([
        { id: 'b-1', status: 'ACCEPTED' },
      ]),
    );
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept the lesson/ })).toBeNull();
  });
});

describe('tutor reviews', { timeout: 20_000 }, () => {
  const review = (pvid: string, reply: string | null) => ({
    pvid,
    comment: `Great lessons ${pvid}`,
    postedDate: '2026-10-01T00:00:00.000Z',
    rating: 5,
    reviewer: 'Budi Santoso',
    subjectName: 'Mathematics',
    reply,
    repliedAt: reply ? '2026-10-02T00:00:00.000Z' : null,
    verifiedLesson: true,
  });

  it("lists the tutor's own testimonials with their replies, and offers a reply where none is", async () => {
    signInForTest(TUTOR);
    const fake = api({
      TutorReviews: () => ({
        data: { getTestimonialList: [review('t-1', 'Thank you, Budi!'), review('t-2', null)] },
      }),
    });
    renderWithApi('/sg/tutor/reviews', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    expect(await screen.findByText('2 reviews')).toBeTruthy();
    expect(screen.getByText('Thank you, Budi!')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    expect(fake.calledWith('TutorReviews')[0]?.variables).toEqual({ userPvid: 'user-1', limit: 50 });
  });

  it('says so when there are none', async () => {
    signInForTest(TUTOR);
    renderWithApi('/sg/tutor/reviews', api({ TutorReviews: () => ({ data: { getTestimonialList: [] } }) }));
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });
});

describe('feedback', { timeout: 20_000 }, () => {
  it('checks the length, then sends the message and category and thanks', async () => {
    signInForTest(TUTOR);
    const fake = api({
      SendFeedback: () => ({ data: { sendFeedback: { success: true, message: 'ok' } } }),
    });
    renderWithApi('/sg/feedback', fake);
    const message = await screen.findByLabelText('Your message');
    fireEvent.change(message, { target: { value: 'too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Write a message of 10 to 2000 characters')).toBeTruthy();
    expect(fake.calledWith('SendFeedback')).toHaveLength(0);

    fireEvent.change(message, { target: { value: 'Please show my time zone on the calendar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you. Our team will read your feedback.')).toBeTruthy();
    expect(fake.calledWith('SendFeedback')[0]?.variables).toEqual({
      message: 'Please show my time zone on the calendar',
      category: null,
    });
  });

  it("shows the server's refusal", async () => {
    signInForTest(TUTOR);
    renderWithApi(
      '/sg/feedback',
      api({
        SendFeedback: () =>
          apiError('RATE_LIMITED', 'tooManyFeedback', 'You have sent several messages in the last hour.'),
      }),
    );
    fireEvent.change(await screen.findByLabelText('Your message'), {
      target: { value: 'Another idea for the team' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/several messages/));
  });
});
