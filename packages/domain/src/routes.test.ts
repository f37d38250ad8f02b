import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activationLink,
  countryPath,
  pageVariant,
  parseTutorProfileSegment,
  tutorProfilePath,
} from './routes';

describe('routes', () => {
  it('prefixes every path with the country', () => {
    expect(countryPath('sg')).toBe('/sg');
    expect(countryPath('id', '/login')).toBe('/id/login');
  });

  it('builds and parses the public tutor profile segment', () => {
    const path = tutorProfilePath('sg', {
      token: 'ab12',
      id: 'u-1',
      firstName: 'Siti Nur',
      lastName: "O'Neil",
    });
    expect(path).toBe('/sg/ab12--u-1--Siti-Nur--O-Neil');
    expect(parseTutorProfileSegment(path.slice(4))).toEqual({
      token: 'ab12',
      id: 'u-1',
      firstName: 'Siti-Nur',
      lastName: 'O-Neil',
    });
    expect(parseTutorProfileSegment('login')).toBeNull();
  });

  it('round-trips any names through the segment', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (firstName, lastName) => {
        const path = tutorProfilePath('my', { token: 't0k', id: '42', firstName, lastName });
        const parsed = parseTutorProfileSegment(path.slice(4));
        expect(parsed?.token).toBe('t0k');
        expect(parsed?.id).toBe('42');
      }),
    );
  });

  it('detects lifelong and counselling pages by path', () => {
    expect(pageVariant('/sg/lifelong/browse')).toBe('lifelong');
    expect(pageVariant('/sg/counselling')).toBe('counselling');
    expect(pageVariant('/sg/browse/tutors')).toBe('default');
  });

  it('puts the code in mailed links', () => {
    expect(activationLink('http://localhost:3000', 'id', 'a b')).toBe(
      'http://localhost:3000/id/account/active?code=a%20b',
    );
  });
});
