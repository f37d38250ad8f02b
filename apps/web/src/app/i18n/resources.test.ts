import { describe, expect, it } from 'vitest';
import { en } from './resources-en';
import { id } from './resources-id';

/** Every key path of a nested text object, e.g. `bookings.dialog.title`. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('assembled texts', () => {
  it('has the same keys in English and Indonesian', () => {
    expect(keyPaths(id).sort()).toEqual(keyPaths(en).sort());
  });

  it('holds the shared, frame and feature texts at their key paths', () => {
    const paths = keyPaths(en);
    expect(paths).toContain('bookings.dialog.title');
    expect(paths).toContain('common.backHome');
    expect(paths).toContain('header.login');
  });
});
