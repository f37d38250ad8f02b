import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, isImageWidth, sizedImagePath } from './image-widths';

describe('sized images', () => {
  it('asks for the smallest served width covering twice the CSS size', () => {
    expect(sizedImagePath('/uploads/abc.png', 48)).toBe('/uploads/abc.png?w=96');
    expect(sizedImagePath('/uploads/abc.png', 56)).toBe('/uploads/abc.png?w=192');
    expect(sizedImagePath('/uploads/abc.png', 120)).toBe('/uploads/abc.png?w=384');
    expect(sizedImagePath('/uploads/abc.png', 2000)).toBe('/uploads/abc.png?w=768');
  });

  it('leaves other addresses as they are', () => {
    expect(sizedImagePath('https://example.com/a.png', 56)).toBe('https://example.com/a.png');
    expect(sizedImagePath('/uploads/abc.png?w=96', 56)).toBe('/uploads/abc.png?w=96');
    expect(sizedImagePath('data:image/png;base64,AAAA', 56)).toBe('data:image/png;base64,AAAA');
  });

  it('serves only the listed widths', () => {
    for (const width of IMAGE_WIDTHS) expect(isImageWidth(width)).toBe(true);
    for (const width of [0, 1, 95, 97, 400, 10_000]) expect(isImageWidth(width)).toBe(false);
  });
});
