import { MESSAGES } from '@ajar/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import {
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
  type Responder,
} from '../../../test/render-with-api';
import { profileFixture } from '../../profile/testing';

// The whole app with antd's forms renders slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });
const SLOW = { timeout: 10_000 };

const STUDENT = { pvid: 'user-1', email: 'nadia@ajar.test', country: 'sg', roleCode: 'STDN' };
const PATH = '/sg/profile/onboarding_students?step=goals';
const student = profileFixture({ roleCode: 'STDN', tutorKind: null });
// Reference ids are uuids: the form checks them as the API does.
const MATHS = '11111111-1111-4111-8111-111111111111';
const SUBJECTS = [
  { pvid: MATHS, name: 'Mathematics', country: 'sg' },
  { pvid: '22222222-2222-4222-8222-222222222222', name: 'Physics', country: 'sg' },
];

function api(answers: Record<string, Responder> = {}) {
  return fakeApi({
    MyProfile: () => ({ data: { getProfile: student } }),
    GetProfile: () => ({ data: { getProfile: student } }),
    MyLearningGoals: () => ({ data: { myLearningGoals: null } }),
    EditorSubjectOptions: () => ({ data: { getProgrammeSubjectList: SUBJECTS } }),
    EditorLevelOptions: () => ({ data: { getProgrammeLevelList: [] } }),
    ...answers,
  });
}

async function goalsForm(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Your goals', level: 2 }, SLOW);
  const form = heading.closest('section') ?? document.body;
  // The saved goals load first (a skeleton meanwhile).
  await within(form).findByLabelText('Budget per hour (SGD)', {}, SLOW);
  return form;
}

async function pickSubject(form: HTMLElement, name: string): Promise<void> {
  fireEvent.mouseDown(within(form).getByLabelText('Subjects'));
  const choices = await screen.findAllByTitle(name, {}, SLOW);
  fireEvent.click(choices[choices.length - 1]!);
}

describe('the goals step of student onboarding', () => {
  beforeEach(async () => {
    resetSessionForTest();
    signInForTest(STUDENT);
    await i18n.changeLanguage('en');
  });

  it("asks for a subject and a goal with the messages, and sends nothing while they're missing", async () => {
    const fake = api();
    renderWithApi(PATH, fake);
    const form = await goalsForm();
    fireEvent.change(within(form).getByLabelText('Budget per hour (SGD)'), { target: { value: '12.345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Finish' }));
    expect(await within(form).findByText(MESSAGES.subjectRequired, {}, SLOW)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.goalRequired)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.budgetInvalid)).toBeTruthy();
    expect(fake.calledWith('SaveLearningGoals')).toEqual([]);
  });

  it('saves the goals in minor units and goes to the home', async () => {
    const fake = api({
      SaveLearningGoals: (variables) => ({
        data: {
          saveLearningGoals: {
            subjects: [{ pvid: MATHS, name: 'Mathematics' }],
            level: null,
            goal: variables['goal'],
            budgetPerHour: variables['budgetPerHour'],
            currency: 'SGD',
            preferredDays: variables['preferredDays'],
            preferredTimes: variables['preferredTimes'],
          },
        },
      }),
    });
    const view = renderWithApi(PATH, fake);
    const form = await goalsForm();
    await pickSubject(form, 'Mathematics');
    fireEvent.click(within(form).getByLabelText('Pass an exam'));
    fireEvent.change(within(form).getByLabelText('Budget per hour (SGD)'), { target: { value: '45.50' } });
    fireEvent.click(within(form).getByLabelText('Sat'));
    fireEvent.click(within(form).getByLabelText('Mon'));
    fireEvent.click(within(form).getByLabelText('Evening (17–22)'));
    fireEvent.click(within(form).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(fake.calledWith('SaveLearningGoals')).toHaveLength(1), SLOW);
    expect(fake.calledWith('SaveLearningGoals')[0]?.variables).toEqual({
      subjects: [MATHS],
      level: null,
      goal: 'EXAM',
      budgetPerHour: 4550,
      preferredDays: ['Mon', 'Sat'],
      preferredTimes: ['EVENING'],
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sg/learning'), SLOW);
  });

  it('can be skipped: the student goes home and nothing is saved', async () => {
    const fake = api();
    const view = renderWithApi(PATH, fake);
    await goalsForm();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sg/learning'), SLOW);
    expect(fake.calledWith('SaveLearningGoals')).toEqual([]);
  });
});
