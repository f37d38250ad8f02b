import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PosterVideo } from './poster-video';

describe('PosterVideo (a video costs nothing until it is wanted)', () => {
  it('draws the poster as a play button, and the playing player on the first press', () => {
    render(
      <PosterVideo src="/uploads/intro.mp4" poster="/uploads/intro.png" label="Introduction video of Siti" />,
    );
    expect(document.querySelector('video')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play: Introduction video of Siti' });
    expect(play.querySelector('img')?.getAttribute('src')).toBe('/uploads/intro.png?w=768');

    fireEvent.click(play);
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/uploads/intro.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(screen.queryByRole('button', { name: /^Play:/ })).toBeNull();
  });

  it('draws the player at once, showing its first frame, when there is no poster', () => {
    render(<PosterVideo src="/uploads/intro.mp4" poster={null} label="Introduction video of Siti" />);
    const video = document.querySelector('video');
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(video?.autoplay).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
