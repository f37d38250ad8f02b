import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';
import {
  REFERENCE_RESPONDERS,
  SHELL_RESPONDERS,
  STUDENT,
  TUTOR,
  acceptance,
  assignment,
  viewerProfile,
} from '../testing/assignment-fixtures';

function api(roleCode: 'STDN' | 'TTR0', responders: Parameters<typeof fakeApi>[0]) {
  return fakeApi({
    ...SHELL_RESPONDERS,
    ...REFERENCE_RESPONDERS,
    GetProfile: () => ({ data: { getProfile: viewerProfile(roleCode) } }),
    ...responders,
  });
}

describe('assignment lists', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('shows a student their assignments with how many tutors applied', async () => {
    signInForTest(STUDENT);
    renderWithApi(
      '/sg/assignments',
      api('STDN', {
        ListPostingAssignment: () => ({
          data: {
            listPostingAssignment: [
              assignment({ applicantCount: 2 }),
              assignment({ pvid: 'a-2', title: 'Physics', isActive: false }),
            ],
          },
        }),
      }),
    );
    const cards = await screen.findAllByTestId('assignment-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText(/2 tutors applied/)).toBeTruthy();
    expect(within(first).getByText('SG$ 20.00 – SG$ 60.00 per hour')).toBeTruthy();
    expect(within(first).getByText('Open')).toBeTruthy();
    expect(within(second).getByText('Closed')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Post an assignment/ })[0]?.getAttribute('href')).toBe(
      '/sg/assignments/post_assignment',
    );
  });

  it('gives a student with no assignments the next step', async () => {
    signInForTest(STUDENT);
    renderWithApi(
      '/sg/assignments',
      api('STDN', { ListPostingAssignment: () => ({ data: { listPostingAssignment: [] } }) }),
    );
    expect(await screen.findByText('You have not posted an assignment yet')).toBeTruthy();
  });

  it('sends a tutor from "my assignments" to the open ones and their offers', async () => {
    signInForTest(TUTOR);
    const calls = api('TTR0', {});
    renderWithApi('/sg/assignments', calls);
    expect(await screen.findByText('Assignments are posted by students')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My offers' }).getAttribute('href')).toBe(
      '/sg/assignments/acceptance',
    );
    expect(calls.calledWith('ListPostingAssignment')).toEqual([]);
  });

  it('filters the public assignments by experience and shows a tutor where they stand', async () => {
    signInForTest(TUTOR);
    const calls = api('TTR0', {
      FindAssignment: ({ tutorExperience }) => ({
        data: {
          findAssignment:
            tutorExperience === 3
              ? []
              : [
                  assignment({
                    role: 'TUTOR',
                    acceptanceTutorList: [acceptance('r1', 'Wei Ming', { isApply: true, isAccept: true })],
                  }),
                ],
        },
      }),
    });
    const view = renderWithApi('/sg/assignments/public', calls);
    const card = await screen.findByTestId('assignment-card');
    expect(within(card).getByText('You applied')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /Withdraw$/ })).toBeTruthy();
    expect(within(card).getByText(/Posted by Nadia Rahman/)).toBeTruthy();
    expect(calls.calledWith('FindAssignment')[0]?.variables).toEqual({ country: 'sg', limit: 50 });

    const filters = screen.getByRole('region', { name: 'Filter assignments' });
    fireEvent.mouseDown(within(filters).getByLabelText('Tutor experience'));
    fireEvent.click((await screen.findAllByTitle('Over 3 years')).at(-1) as HTMLElement);
    await waitFor(() => expect(view.router.state.location.search).toBe('?experience=3'));
    expect(await screen.findByText('No open assignments match your filters')).toBeTruthy();
    expect(calls.calledWith('FindAssignment').at(-1)?.variables).toEqual({
      country: 'sg',
      limit: 50,
      tutorExperience: 3,
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('lists a tutor’s offers and accepts one from its card', async () => {
    signInForTest(TUTOR);
    let answered = false;
    const offer = () =>
      assignment({
        role: 'TUTOR',
        acceptanceTutorList: [
          acceptance('r1', 'Wei Ming', answered ? { isApply: true, isAccept: true } : {}),
        ],
      });
    const calls = api('TTR0', {
      ListAssignmentAcceptance: () => ({ data: { listAssignmentAcceptance: [offer()] } }),
      AcceptanceAssignment: () => {
        answered = true;
        return {
          data: {
            acceptanceAssignment: {
              __typename: 'AssignmentAcceptanceResult',
              success: true,
              message: 'ok',
              assignment: offer(),
            },
          },
        };
      },
    });
    renderWithApi('/sg/assignments/acceptance', calls);
    const card = await screen.findByTestId('assignment-card');
    expect(within(card).getByText('Offered to you')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /\bAccept$/ }));
    expect(await within(card).findByText('You applied')).toBeTruthy();
    expect(
      await screen.findByText('You have accepted the assignment. Wait until the student reaches you'),
    ).toBeTruthy();
  });

  it('tells a student that offers are for tutors', async () => {
    signInForTest(STUDENT);
    renderWithApi('/sg/assignments/acceptance', api('STDN', {}));
    expect(await screen.findByText('Offers are for tutors')).toBeTruthy();
  });
});
