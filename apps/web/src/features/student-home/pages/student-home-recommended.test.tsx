import { tutorProfilePath } from '@ajar/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecommendedTutorsQuery } from '../../../gql/graphql';
import {
  apiError,
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
  type Responder,
} from '../../../test/render-with-api';
import { viewerProfile } from '../../../test/public-profile-fixtures';

const STUDENT = { pvid: 'u1', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' };
type Recommended = NonNullable<RecommendedTutorsQuery['getRecommendedTutors'][number]>;

const recommended = (firstName: string, subjectName: string, pricePerHour: number): Recommended => ({
  subjectPvid: `s-${subjectName}`,
  subjectName,
  pricePerHour,
  currency: 'SGD',
  levelMatched: true,
  tutor: {
    pvid: `p-${firstName}`,
    userPvid: `t-${firstName}`,
    firstName,
    lastName: 'Tan',
    token: `tok${firstName}`,
    country: 'sg',
  },
});

function api(recommendations: Responder) {
  return fakeApi({
    LessonsToReview: () => ({ data: { lessonsToReview: [] } }),
    GetProfile: () => ({
      data: {
        getProfile: viewerProfile({ pvid: 'u1', userPvid: 'u1', firstName: 'Budi', roleCode: 'STDN' }),
      },
    }),
    GetBookings: () => ({ data: { getBookings: [] } }),
    GetUnReadMsgsCount: () => ({ data: { getUnReadMsgsCount: 0 } }),
    RecommendedTutors: recommendations,
  });
}

beforeEach(() => signInForTest(STUDENT));
afterEach(() => resetSessionForTest());

describe("the student's recommended tutors", { timeout: 20_000 }, () => {
  it('lists the tutors recommended from the goals, with the subject matched, the price and their profile', async () => {
    const fake = api(() => ({
      data: {
        getRecommendedTutors: [
          recommended('Wei Ming', 'Mathematics', 4500),
          recommended('Siti', 'Physics', 3000),
        ],
      },
    }));
    renderWithApi('/sg/learning', fake);
    const card = await screen.findByRole('region', { name: 'Recommended for you' });
    const link = await within(card).findByRole('link', { name: 'Wei Ming Tan' });
    expect(link.getAttribute('href')).toBe(
      tutorProfilePath('sg', {
        token: 'tokWei Ming',
        id: 't-Wei Ming',
        firstName: 'Wei Ming',
        lastName: 'Tan',
      }),
    );
    expect(within(card).getByText('Mathematics · SG$ 45.00 an hour')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Siti Tan' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Change my goals' }).getAttribute('href')).toBe(
      '/sg/profile/onboarding_students?step=goals',
    );
    expect(within(card).getByRole('link', { name: 'See all your matches' }).getAttribute('href')).toBe(
      '/sg/response',
    );
    expect(fake.calledWith('RecommendedTutors')[0]?.variables).toEqual({ limit: 4 });
  });

  it('asks for the goals when there is nothing to recommend', async () => {
    renderWithApi(
      '/sg/learning',
      api(() => ({ data: { getRecommendedTutors: [] } })),
    );
    const card = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(card).findByText('No recommendations yet.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Set my goals' }).getAttribute('href')).toBe(
      '/sg/profile/onboarding_students?step=goals',
    );
  });

  it('says when the recommendations could not load, and tries again', async () => {
    let fail = true;
    const fake = api(() =>
      fail
        ? apiError('INTERNAL', 'fallback', "Uh oh, there's something bad happened")
        : { data: { getRecommendedTutors: [recommended('Siti', 'Physics', 3000)] } },
    );
    renderWithApi('/sg/learning', fake);
    const card = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(card).findByText('We could not load your recommendations')).toBeTruthy();
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(card).getByRole('link', { name: 'Siti Tan' })).toBeTruthy());
  });
});
