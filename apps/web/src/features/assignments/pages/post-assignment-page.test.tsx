import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';
import {
  ASSIGNMENT_ID,
  CURRICULUM_ID,
  REFERENCE_RESPONDERS,
  SHELL_RESPONDERS,
  STUDENT,
  SUBJECT_ID,
  TUTOR,
  assignment,
  viewerProfile,
} from '../testing/assignment-fixtures';

const PATH = '/sg/assignments/post_assignment';

// Queries stay inside the form: label lookups over the whole app shell are slow in jsdom.
function fill(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

/** Opens an antd select by its label and picks an option (the list renders in a popup outside the form). */
async function pick(form: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(form).getByLabelText(label));
  const choices = await screen.findAllByTitle(option);
  const last = choices[choices.length - 1];
  if (last) fireEvent.click(last);
}

function studentApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...SHELL_RESPONDERS,
    ...REFERENCE_RESPONDERS,
    GetProfile: () => ({ data: { getProfile: viewerProfile('STDN') } }),
    ...extra,
  });
}

// The form's first render and its pickers' popups build many antd styles: slow under jsdom.
describe('post an assignment', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('asks a guest to log in, in place', async () => {
    const api = fakeApi({});
    const view = renderWithApi(PATH, api);
    const prompt = await screen.findByRole('region', { name: 'Oops! You are not logged in' });
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/sg/login?redirect=${encodeURIComponent(PATH)}`,
    );
    expect(view.router.state.location.pathname).toBe(PATH);
    expect(api.calls).toEqual([]);
  });

  it('shows the spec’s message instead of the form in another country', async () => {
    signInForTest(STUDENT);
    const api = studentApi();
    renderWithApi('/id/assignments/post_assignment', api);
    // The id market's pages speak Indonesian.
    expect(await screen.findByText('Tugas ini tidak tersedia di negara Anda')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pasang di Singapura' }).getAttribute('href')).toBe(PATH);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('tells a tutor that assignments are posted by students', async () => {
    signInForTest(TUTOR);
    renderWithApi(PATH, studentApi({ GetProfile: () => ({ data: { getProfile: viewerProfile('TTR0') } }) }));
    expect(await screen.findByText('Assignments are posted by students and parents')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows every message of spec section 5 and posts nothing', async () => {
    signInForTest(STUDENT);
    const api = studentApi();
    renderWithApi(PATH, api);
    const form = await screen.findByRole('form', { name: 'Assignment details' });
    expect(within(form).getByText('Suggested in Singapore: SG$ 10.00 to SG$ 100.00 per hour')).toBeTruthy();
    fill(form, 'Price range per hour: From', '');
    fireEvent.click(within(form).getByRole('button', { name: 'Post assignment' }));
    for (const message of [
      'You have to fill in the title',
      'You have to choose one of the subject',
      'You have to choose one of the curriculum',
      "You have to choose your tutor's preferred gender",
      'You have to tell your preferred location',
      'You have to set the price range',
    ])
      expect(await within(form).findByText(message)).toBeTruthy();
    expect(api.calledWith('AddPostingAssignment')).toEqual([]);
  });

  it('posts in the page’s market with prices in minor units, then opens the assignment', async () => {
    signInForTest(STUDENT);
    const api = studentApi({
      AddPostingAssignment: () => ({
        data: { addPostingAssignment: assignment({ title: 'O-Level Maths for Sec 4' }) },
      }),
      DetailPostingAssignment: () => ({ data: { detailPostingAssignment: assignment() } }),
    });
    const view = renderWithApi(PATH, api);
    const form = await screen.findByRole('form', { name: 'Assignment details' });
    expect((within(form).getByLabelText('Price range per hour: From') as HTMLInputElement).value).toBe('10');
    fill(form, 'Title', 'O-Level Maths for Sec 4');
    await pick(form, 'Subject', 'Mathematics');
    await pick(form, 'Curriculum', 'Singapore MOE');
    fireEvent.click(within(form).getByLabelText('Any gender'));
    fill(form, 'Preferred location', 'Bukit Timah');
    fill(form, 'Price range per hour: From', '25.50');
    fill(form, 'Price range per hour: To', '60');
    fireEvent.click(within(form).getByRole('button', { name: 'Post assignment' }));

    await waitFor(() => expect(api.calledWith('AddPostingAssignment')).toHaveLength(1));
    expect(api.calledWith('AddPostingAssignment')[0]?.variables).toEqual({
      title: 'O-Level Maths for Sec 4',
      subjectPvid: SUBJECT_ID,
      curriculumPvid: CURRICULUM_ID,
      tutorExperience: 0,
      location: 'Bukit Timah',
      notes: null,
      isActive: true,
      tutorGender: 'Any',
      isJoin: false,
      joinStudent: 0,
      priceRange: { startPrice: 2550, endPrice: 6000 },
      broadcast: true,
      country: 'sg',
    });
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(
        `/sg/assignments/O-Level-Maths-for-Sec-4--${ASSIGNMENT_ID}`,
      ),
    );
  });

  it('puts the server’s field errors under their inputs', async () => {
    signInForTest(STUDENT);
    const api = studentApi({
      AddPostingAssignment: () => ({
        errors: [
          {
            message: 'You have to choose one of the subject',
            extensions: {
              code: 'BAD_USER_INPUT',
              messageKey: 'subjectRequired',
              fields: { subjectPvid: 'subjectRequired', 'priceRange.endPrice': 'priceRangeRequired' },
            },
          },
        ],
      }),
    });
    renderWithApi(PATH, api);
    const form = await screen.findByRole('form', { name: 'Assignment details' });
    fill(form, 'Title', 'Physics');
    await pick(form, 'Subject', 'Physics');
    await pick(form, 'Curriculum', 'Singapore MOE');
    fireEvent.click(within(form).getByLabelText('Male tutor'));
    fill(form, 'Preferred location', 'Online');
    fireEvent.click(within(form).getByRole('button', { name: 'Post assignment' }));
    expect(await within(form).findByText('You have to choose one of the subject')).toBeTruthy();
    expect(within(form).getByText('You have to set the price range')).toBeTruthy();
  });
});
