import { describe, expect, it } from 'vitest';
import { bottomNavItems } from './bottom-nav-items';

describe('bottom navigation (spec section 2)', () => {
  it('lists the eleven default items, starting with browse tutors', () => {
    const labels = bottomNavItems('/sg').map((item) => item.label);
    expect(labels).toEqual([
      'browseTutors',
      'publicAssignments',
      'feeds',
      'studyPlaces',
      'studyCenter',
      'shop',
      'transcribe',
      'lessons',
      'reads',
      'rooms',
      'content',
    ]);
  });

  it('shows only browse coaches, feeds, study places, shop and transcribe on lifelong pages', () => {
    expect(bottomNavItems('/sg/lifelong/browse').map((item) => item.label)).toEqual([
      'browseCoaches',
      'feeds',
      'studyPlaces',
      'shop',
      'transcribe',
    ]);
  });

  it('has a counselling variant', () => {
    expect(bottomNavItems('/sg/counselling').map((item) => item.label)[0]).toBe('browseCounsellors');
  });
});
