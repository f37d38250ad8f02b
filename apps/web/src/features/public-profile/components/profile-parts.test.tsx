import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { starFill, RatingStars } from '../../../shared/ui/rating-stars/rating-stars';
import { ProfileSkeleton } from './profile-skeleton';
import { TutorAvatar } from '../../../shared/profile/tutor-avatar';

describe('the rating stars', () => {
  it('fill to the rating in halves', () => {
    expect([1, 2, 3, 4, 5].map((position) => starFill(4.7, position))).toEqual([1, 1, 1, 1, 0.5]);
    expect([1, 2, 3, 4, 5].map((position) => starFill(4.2, position))).toEqual([1, 1, 1, 1, 0]);
    expect([1, 2, 3, 4, 5].map((position) => starFill(0.3, position))).toEqual([0.5, 0, 0, 0, 0]);
  });

  it('are one image named by the rating, the glyphs hidden from screen readers', () => {
    const { container } = render(<RatingStars rating={4.5} label="Rated 4.5 out of 5" />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    // Five grey stars, and a gold one over each of the four and a half filled.
    expect(container.querySelectorAll('svg')).toHaveLength(10);
  });
});

describe("the tutor's photo", () => {
  it('is the photo with its alt text, and the initials when it does not load', () => {
    render(<TutorAvatar src="/uploads/siti.png" initials="SR" name="Photo of Siti Rahma" size={96} />);
    const photo = screen.getByRole('img', { name: 'Photo of Siti Rahma' });
    expect(photo.tagName).toBe('IMG');
    expect(photo.getAttribute('width')).toBe('96');
    fireEvent.error(photo);
    const initials = screen.getByRole('img', { name: 'Photo of Siti Rahma' });
    expect(initials.tagName).toBe('SPAN');
    expect(initials.textContent).toBe('SR');
  });

  it('is the initials when there is no photo', () => {
    render(<TutorAvatar src={null} initials="SR" name="Photo of Siti Rahma" size={56} />);
    expect(screen.getByRole('img', { name: 'Photo of Siti Rahma' }).textContent).toBe('SR');
  });
});

describe('the loading profile', () => {
  it('is a busy skeleton of plain blocks', () => {
    const { container } = render(<ProfileSkeleton />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });
});
