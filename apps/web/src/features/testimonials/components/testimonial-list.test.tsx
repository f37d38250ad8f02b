import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'urql';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError, fakeApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';
import { i18n } from '../../../shared/i18n/i18n';
import { TestimonialList, type Testimonial } from './testimonial-list';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => resetSessionForTest());

const review = (overrides: Partial<Testimonial> = {}): Testimonial => ({
  pvid: 't-1',
  comment: 'Siti explains things clearly.',
  postedDate: '2025-03-01T20:30:00.000Z',
  rating: 5,
  reviewer: 'Ani',
  subjectName: null,
  reply: null,
  repliedAt: null,
  verifiedLesson: false,
  ...overrides,
});

function renderList(testimonials: Testimonial[], canReply: boolean, api = fakeApi({})) {
  render(
    <Provider value={api.client}>
      <TestimonialList testimonials={testimonials} market="id" tutorName="Siti Rahma" canReply={canReply} />
    </Provider>,
  );
  return api;
}

describe('testimonial list', () => {
  it("marks a verified lesson and shows the tutor's reply under the review", () => {
    renderList(
      [
        review({
          verifiedLesson: true,
          reply: 'Thank you, Ani!',
          repliedAt: '2025-03-03T02:00:00.000Z',
        }),
        review({ pvid: 't-2', reviewer: 'Budi', comment: 'Good.' }),
      ],
      false,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Verified lesson')).toBeTruthy();
    expect(within(first!).getByText('Thank you, Ani!')).toBeTruthy();
    expect(within(first!).getByText(/Reply from Siti Rahma/)).toBeTruthy();
    expect(within(second!).queryByText('Verified lesson')).toBeNull();
    // Readers other than the tutor are never offered to reply.
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('lets the tutor reply to a review without a reply, and shows the refusal in words', async () => {
    let answer: { data?: unknown; errors?: unknown[] } = apiError(
      'CONFLICT',
      'testimonialAlreadyReplied',
      'You have already replied to this testimonial',
    );
    const api = fakeApi({ ReplyToTestimonial: () => answer });
    renderList([review(), review({ pvid: 't-2', reply: 'Done already', repliedAt: null })], true, api);
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(screen.getByRole('alert').textContent).toBe('Please write your reply');
    expect(api.calledWith('ReplyToTestimonial')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Thanks, Ani!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already replied to this testimonial',
    );
    expect(api.calledWith('ReplyToTestimonial')[0]?.variables).toEqual({
      testimonialId: 't-1',
      reply: 'Thanks, Ani!',
    });

    answer = {
      data: { replyToTestimonial: { __typename: 'Testimonial', pvid: 't-1', reply: 'x', repliedAt: null } },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(api.calledWith('ReplyToTestimonial')).toHaveLength(2));
  });

  it('offers signed-in readers to report a review, and never the tutor answering their own', async () => {
    renderList([review()], false);
    expect(screen.queryByRole('button', { name: 'Report this review' })).toBeNull();
    cleanup();
    signInForTest({ pvid: 'u1', email: 'rina@example.test', country: 'id', roleCode: 'STDN' });
    renderList([review()], false);
    expect(await screen.findByRole('button', { name: 'Report this review' })).toBeTruthy();
    cleanup();
    renderList([review()], true);
    expect(screen.queryByRole('button', { name: 'Report this review' })).toBeNull();
  });
});
