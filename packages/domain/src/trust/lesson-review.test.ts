import { describe, expect, it } from 'vitest';
import {
  LESSON_REVIEW_WINDOW_DAYS,
  lessonReviewPromptAt,
  lessonReviewRefusal,
  lessonReviewerName,
} from './lesson-review';

const END = new Date('2030-03-10T10:00:00.000Z');
const at = (ms: number) => new Date(END.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe('the review of a lesson', () => {
  it('opens when a lesson that took place ends, and closes after the window', () => {
    expect(lessonReviewRefusal({ status: 'ACCEPTED', endTime: END }, at(-1))).toBe('lessonReviewNotYet');
    expect(lessonReviewRefusal({ status: 'ACCEPTED', endTime: END }, END)).toBeNull();
    expect(
      lessonReviewRefusal({ status: 'DONE', endTime: END }, at(LESSON_REVIEW_WINDOW_DAYS * DAY)),
    ).toBeNull();
    expect(
      lessonReviewRefusal({ status: 'DONE', endTime: END }, at(LESSON_REVIEW_WINDOW_DAYS * DAY + 1)),
    ).toBe('lessonReviewClosed');
  });

  it('is closed for lessons that did not take place', () => {
    for (const status of ['PENDING', 'PAID', 'REJECTED', 'CANCELLED'] as const) {
      expect(lessonReviewRefusal({ status, endTime: END }, at(DAY)), status).toBe('lessonReviewClosed');
    }
  });

  it('is asked for an hour after the end, and signed with a first name and an initial', () => {
    expect(lessonReviewPromptAt(END).toISOString()).toBe('2030-03-10T11:00:00.000Z');
    expect(lessonReviewerName({ firstName: ' Siti ', lastName: 'Rahma' })).toBe('Siti R.');
    expect(lessonReviewerName({ firstName: 'Budi', lastName: '' })).toBe('Budi');
  });
});
