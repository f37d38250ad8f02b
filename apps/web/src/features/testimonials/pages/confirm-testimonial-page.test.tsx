import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, renderWithApi } from '../../../test/render-with-api';

configure({ asyncUtilTimeout: 5000 });

describe('confirm a testimonial', { timeout: 20_000 }, () => {
  it('confirms the mailed code once and says so', async () => {
    const api = fakeApi({
      ConfirmTestimonial: () => ({
        data: { confirmTestimonial: { __typename: 'MutationResult', success: true, message: 'ok' } },
      }),
    });
    renderWithApi('/sg/profile/add_testimonial/confirm?code=abc', api);
    expect(await screen.findByRole('heading', { name: 'Thank you! Your testimonial is live' })).toBeTruthy();
    expect(api.calledWith('ConfirmTestimonial')).toEqual([
      { operationName: 'ConfirmTestimonial', variables: { code: 'abc' } },
    ]);
  });

  it("shows the server's reason when the code is spent or unknown", async () => {
    const api = fakeApi({
      ConfirmTestimonial: () =>
        apiError(
          'BAD_USER_INPUT',
          'invalidTestimonialCode',
          'This confirmation link is invalid or has expired.',
        ),
    });
    renderWithApi('/sg/profile/add_testimonial/confirm?code=spent', api);
    expect(
      await screen.findByRole('heading', { name: 'We could not confirm this testimonial' }),
    ).toBeTruthy();
    expect(screen.getByText('This confirmation link is invalid or has expired.')).toBeTruthy();
  });
});
