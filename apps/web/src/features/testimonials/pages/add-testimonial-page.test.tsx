import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApi, resetSessionForTest } from '../../../test/render-with-api';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => resetSessionForTest());

const PATH = '/sg/profile/add_testimonials?code=REF-SITI&tutor=tok123';

function testimonialApi() {
  return fakeApi({
    TestimonialTutor: () => ({
      data: {
        getProfile: {
          pvid: 'profile-1',
          userPvid: 'user-1',
          userCode: 'tok123',
          firstName: 'Siti',
          lastName: 'Rahma',
          initialName: 'SR',
          avatar: null,
          country: 'id',
          subjectList: [
            {
              pvid: 'ps-1',
              programmeSubjectPvid: '0b6f3c52-0a4e-4a53-9a3b-7f1f2f0c9d11',
              name: 'Mathematics',
            },
          ],
        },
      },
    }),
    AddTestimonial: () => ({
      data: { addTestimonial: { __typename: 'MutationResult', success: true, message: 'ok' } },
    }),
  });
}

describe('add a testimonial', { timeout: 20_000 }, () => {
  it("shows the spec's messages when sent empty", async () => {
    const api = testimonialApi();
    renderWithApi(PATH, api);
    expect(await screen.findByRole('heading', { name: 'Write a testimonial for Siti Rahma' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send testimonial' }));
    expect(await screen.findByText("Don't forget the rating")).toBeTruthy();
    expect(screen.getByText("Don't forget the review")).toBeTruthy();
    expect(screen.getByText('You have to tell your email')).toBeTruthy();
    expect(api.calledWith('AddTestimonial')).toHaveLength(0);
  });

  it('sends the testimonial with the link’s referral code, then asks to check the email', async () => {
    const api = testimonialApi();
    const { router } = renderWithApi(PATH, api);
    const form = await screen.findByRole('form', { name: 'Write a testimonial' });
    const stars = within(form).getAllByRole('radio');
    fireEvent.click(stars[4]?.firstElementChild ?? stars[4]!);
    fireEvent.change(within(form).getByLabelText(/Review/), { target: { value: 'Clear and patient.' } });
    fireEvent.change(within(form).getByLabelText(/Your email/), { target: { value: 'Ani@Example.com' } });
    fireEvent.change(within(form).getByLabelText(/Your name/), { target: { value: 'Ani' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send testimonial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sg/profile/add_testimonial/success'));
    expect(api.calledWith('AddTestimonial')[0]?.variables).toMatchObject({
      referralCode: 'REF-SITI',
      rating: 5,
      comment: 'Clear and patient.',
      email: 'ani@example.com',
      name: 'Ani',
    });
    expect(await screen.findByRole('heading', { name: 'Check your email to confirm' })).toBeTruthy();
    expect(screen.getByText(/ani@example\.com/)).toBeTruthy();
  });

  it('explains a link without a referral code instead of showing the form', async () => {
    renderWithApi('/sg/profile/add_testimonials', testimonialApi());
    expect(await screen.findByRole('heading', { name: 'This testimonial link is incomplete' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
