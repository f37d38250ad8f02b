import { useEffect, useState, type RefObject } from 'react';

/** The sticky header's height on a phone, and a little air: a card under it is out of view. */
const HEADER_CLEARANCE = 64;

function isScrolledAway(card: Element, end: Element): boolean {
  const cardAbove = card.getBoundingClientRect().bottom <= HEADER_CLEARANCE;
  const endReached = end.getBoundingClientRect().top <= window.innerHeight;
  return cardAbove && !endReached;
}

/**
 * True once `card` has scrolled up out of view, and until `end` (the end of the profile, where the
 * footer begins) comes into view: the stretch where a phone reader has no Book button at hand. Read on
 * scroll and resize (once a frame), so a jump (a link, the keyboard's End) counts like a swipe.
 */
export function useCardScrolledAway(
  card: RefObject<Element | null>,
  end: RefObject<Element | null>,
  enabled: boolean,
): boolean {
  const [away, setAway] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (card.current && end.current) setAway(isScrolledAway(card.current, end.current));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [card, end, enabled]);

  return enabled && away;
}
