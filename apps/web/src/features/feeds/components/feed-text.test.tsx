import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mergeFeed } from '../hooks/use-feed';
import { FeedText, linkParts, mentionParts } from './feed-text';
import { insertMention, mentionQuery } from './mention-picker';

describe('feed text', () => {
  it('draws links as nofollow ugc noopener and everything else as text, never as HTML', () => {
    render(<FeedText text={'<b>bold</b> see https://a.example/x?y=1, and javascript:alert(1)'} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://a.example/x?y=1');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(screen.getByText(/<b>bold<\/b> see/)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(linkParts('x http://e.example).')).toEqual([
      { kind: 'text', text: 'x ' },
      { kind: 'link', href: 'http://e.example' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('highlights the people a comment mentions, longest name first, and nothing else', () => {
    expect(mentionParts('hi @Siti Rahma and @Siti, not @Sitio', ['Siti', 'Siti Rahma'])).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'mention', text: '@Siti Rahma' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@Siti' },
      { kind: 'text', text: ', not @Sitio' },
    ]);
    expect(mentionParts('price (a+b)?', ['a+b'])).toEqual([{ kind: 'text', text: 'price (a+b)?' }]);
    const { container } = render(
      <FeedText text="thanks @Lim Wei, see https://x.example" mentioned={['Lim Wei']} />,
    );
    expect(container.querySelector('span')?.textContent).toBe('@Lim Wei');
    expect(screen.getByRole('link').textContent).toBe('https://x.example');
  });

  it('finds the @word at the caret and replaces it with the name', () => {
    expect(mentionQuery('hi @si', 6)).toBe('si');
    expect(mentionQuery('mail a@b', 8)).toBeNull();
    expect(insertMention('hi @si there', 6, 'Siti Rahma')).toEqual({
      text: 'hi @Siti Rahma  there',
      caret: 15,
    });
  });

  it("merges a live thread, keeping the viewer's vote, and puts new ones on top", () => {
    const base = {
      pvid: 'a',
      userPvid: 'u',
      firstName: 'A',
      lastName: 'B',
      avatar: null,
      comment: 'c',
      postedDate: '',
      totalReply: 0,
      mentioned: [],
      replies: [],
    };
    const mine = { ...base, totalUpVoted: 1, totalDownVoted: 0, myVote: 'UP' as const };
    const live = { ...base, totalUpVoted: 2, totalDownVoted: 0, myVote: null };
    expect(mergeFeed([mine], live, false)).toEqual([{ ...live, myVote: 'UP' }]);
    expect(mergeFeed([mine], { ...live, pvid: 'b' }, false).map((item) => item.pvid)).toEqual(['b', 'a']);
  });
});
