import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const data = { title: 'Nadia Aziz', url: 'https://ajar.test/sg/t--1--Nadia--Aziz' };

describe('share a profile link', () => {
  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { share })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('copies the link where the device cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { clipboard: { writeText } as unknown as Clipboard })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('treats a closed share sheet as no failure', async () => {
    const share = vi.fn().mockRejectedValue(Object.assign(new Error('closed'), { name: 'AbortError' }));
    expect(await shareLink(data, { share })).toBe('cancelled');
  });

  it('reports a device that can do neither', async () => {
    expect(await shareLink(data, {})).toBe('unsupported');
  });
});
