import { MESSAGES } from '@ajar/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 8000 };

const STUDENT = { pvid: 'user-1', email: 'nadia@ajar.test', country: 'sg', roleCode: 'STDN' };
const PATH = '/sg/profile/onboarding_students';
const student = profileFixture({ roleCode: 'STDN', tutorKind: null });

function api(answers: Record<string, Responder> = {}) {
  return fakeApi({
    MyProfile: () => ({ data: { getProfile: student } }),
    GetProfile: () => ({ data: { getProfile: student } }),
    ...answers,
  });
}

async function saveAndContinue(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }, SLOW));
}

describe('student onboarding', () => {
  beforeEach(async () => {
    resetSessionForTest();
    signInForTest(STUDENT);
    await i18n.changeLanguage('en');
  });

  it("asks for the names with the spec's messages and sends nothing while they are empty", async () => {
    const fake = api();
    renderWithApi(PATH, fake);
    const first = (await screen.findByLabelText('First name', {}, SLOW)) as HTMLInputElement;
    expect(first.value).toBe('Nadia');
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '' } });
    await saveAndContinue();
    expect(await screen.findByText(MESSAGES.firstNameRequired, {}, SLOW)).toBeTruthy();
    expect(screen.getByText(MESSAGES.lastNameRequired)).toBeTruthy();
    expect(fake.calledWith('UpdateMyProfile')).toEqual([]);
  });

  it('saves the basics with UpdateMyProfile and moves on to the curricula', async () => {
    const fake = api({
      UpdateMyProfile: () => ({ data: { updateProfile: { ...student, firstName: 'Nadya' } } }),
    });
    renderWithApi(PATH, fake);
    fireEvent.change(await screen.findByLabelText('First name', {}, SLOW), { target: { value: 'Nadya' } });
    await saveAndContinue();
    await waitFor(() => expect(fake.calledWith('UpdateMyProfile')).toHaveLength(1), SLOW);
    expect(fake.calledWith('UpdateMyProfile')[0]?.variables).toMatchObject({
      firstName: 'Nadya',
      lastName: 'Aziz',
    });
    expect(await screen.findByText('What you study', {}, SLOW)).toBeTruthy();
  });

  it("shows the server's message on the field it names and stays on the step", async () => {
    const fake = api({
      UpdateMyProfile: () => ({
        errors: [
          {
            message: MESSAGES.firstNameRequired,
            extensions: {
              code: 'BAD_USER_INPUT',
              messageKey: 'firstNameRequired',
              fields: { firstName: 'firstNameRequired' },
            },
          },
        ],
      }),
    });
    renderWithApi(PATH, fake);
    await screen.findByLabelText('First name', {}, SLOW);
    await saveAndContinue();
    expect(await screen.findByText(MESSAGES.firstNameRequired, {}, SLOW)).toBeTruthy();
    expect(screen.getByLabelText('First name')).toBeTruthy();
  });
});
