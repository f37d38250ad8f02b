import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

describe('secretBox', () => {
  it('seals a secret so only the same key opens it, and never the same way twice', () => {
    const box = secretBox('a key of thirty-two characters!!');
    const sealed = box.seal('1//refresh-token');
    expect(sealed).not.toContain('refresh');
    expect(sealed).toMatch(/^v1\./);
    expect(box.seal('1//refresh-token')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('1//refresh-token');
    expect(secretBox('another key of 32 characters!!!!').open(sealed)).toBeNull();
  });

  it('refuses a tampered or foreign value', () => {
    const box = secretBox('a key of thirty-two characters!!');
    const [version, iv, tag, body] = box.seal('secret').split('.');
    const flipped = `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1) ?? ''}`;
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('plain-refresh-token')).toBeNull();
    expect(box.open('v1.x.y')).toBeNull();
  });
});
