import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';
import { FILTER_OPTIONS, searchTutor } from '../testing/browse-fixtures';

configure({ asyncUtilTimeout: 5000 });

describe('matching guide', { timeout: 20_000 }, () => {
  it('explains what is missing before asking the API', async () => {
    const api = fakeApi({
      BrowseMatchingSubjectOptions: () => ({
        data: { getProgrammeSubjectList: FILTER_OPTIONS.getProgrammeSubjectList },
      }),
    });
    renderWithApi('/sg/response', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Show matching tutors' }));
    expect(await screen.findByText('Choose at least one subject')).toBeTruthy();
    expect(screen.getByText('Choose at least one day')).toBeTruthy();
    expect(api.calledWith('BrowseMatchingTutors')).toHaveLength(0);
  });

  it('shows matching tutors with the subjects they teach and the weekly price', async () => {
    const api = fakeApi({
      BrowseMatchingSubjectOptions: () => ({
        data: { getProgrammeSubjectList: FILTER_OPTIONS.getProgrammeSubjectList },
      }),
      BrowseMatchingTutors: () => ({
        data: {
          getMatchingTutors: [{ matchedSubjects: ['Mathematics'], weeklyPrice: 5000, tutor: searchTutor() }],
        },
      }),
      GetFavouriteIds: () => ({ data: { getFavouriteIds: [] } }),
    });
    renderWithApi('/sg/response?subjects=subject-math&lessons=2&days=Mon,Wed', api);
    const card = await screen.findByRole('article', { name: 'Wei Ming Tan' });
    expect(within(card).getByText('Teaches: Mathematics')).toBeTruthy();
    expect(within(card).getByText('About SG$ 50.00 a week for 2 lessons')).toBeTruthy();
    expect(api.calledWith('BrowseMatchingTutors')[0]?.variables).toEqual({
      country: 'sg',
      subjects: ['subject-math'],
      lessonPerWeek: 2,
      preferredDays: ['Mon', 'Wed'],
    });
  });

  it('asks with a student’s saved goals when opened without a request, and says so', async () => {
    signInForTest({ pvid: 'user-9', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' });
    try {
      const api = fakeApi({
        BrowseMatchingGoals: () => ({
          data: {
            myLearningGoals: { subjects: [{ pvid: 'subject-math' }], preferredDays: ['Sat', 'Tue'] },
          },
        }),
        BrowseMatchingSubjectOptions: () => ({
          data: { getProgrammeSubjectList: FILTER_OPTIONS.getProgrammeSubjectList },
        }),
        BrowseMatchingTutors: () => ({
          data: {
            getMatchingTutors: [
              { matchedSubjects: ['Mathematics'], weeklyPrice: 2500, tutor: searchTutor() },
            ],
          },
        }),
        GetFavouriteIds: () => ({ data: { getFavouriteIds: [] } }),
        GetProfile: () => ({ data: { getProfile: null } }),
      });
      const { router } = renderWithApi('/sg/response', api);
      expect(await screen.findByRole('article', { name: 'Wei Ming Tan' })).toBeTruthy();
      expect(screen.getByText('Filled in from your goals. Change anything and ask again.')).toBeTruthy();
      expect(api.calledWith('BrowseMatchingTutors')[0]?.variables).toEqual({
        country: 'sg',
        subjects: ['subject-math'],
        lessonPerWeek: 1,
        preferredDays: ['Tue', 'Sat'],
      });
      expect(router.state.location.search).toBe('?subjects=subject-math&lessons=1&days=Tue%2CSat');
    } finally {
      resetSessionForTest();
    }
  });

  it('does not ask a guest for goals', async () => {
    const api = fakeApi({
      BrowseMatchingSubjectOptions: () => ({ data: { getProgrammeSubjectList: [] } }),
      BrowseMatchingTutors: () => ({ data: { getMatchingTutors: [] } }),
    });
    renderWithApi('/sg/response', api);
    expect(
      await screen.findByText('Choose your subjects, lessons and days to see your matches.'),
    ).toBeTruthy();
    expect(api.calledWith('BrowseMatchingGoals')).toHaveLength(0);
  });

  it('says so when no tutor matches', async () => {
    const api = fakeApi({
      BrowseMatchingSubjectOptions: () => ({ data: { getProgrammeSubjectList: [] } }),
      BrowseMatchingTutors: () => ({ data: { getMatchingTutors: [] } }),
    });
    renderWithApi('/sg/response?subjects=subject-math&lessons=1&days=Sat', api);
    expect(await screen.findByText('No tutor teaches these subjects yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all tutors' }).getAttribute('href')).toBe(
      '/sg/browse/tutors',
    );
  });
});
