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

  it('round-trips tokens that start or end with a dash (base64url)', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/);
    fc.assert(
      fc.property(token, fc.uuid(), fc.string(), (tok, id, firstName) => {
        const path = tutorProfilePath('sg', { token: tok, id, firstName, lastName: 'Tan' });
        const parsed = parseTutorProfileSegment(path.slice(4));
        expect(parsed?.token).toBe(tok);
        expect(parsed?.id).toBe(id);
        expect(parsed?.lastName).toBe('Tan');
      }),
    );
    expect(parseTutorProfileSegment('z4ZI6-oGp0Q---9768179c-b838--Wei-Ming--Tan')).toEqual({
      token: 'z4ZI6-oGp0Q-',
      id: '9768179c-b838',
      firstName: 'Wei-Ming',
      lastName: 'Tan',
    });
    expect(parseTutorProfileSegment('a----c--d')).toBeNull();
    expect(parseTutorProfileSegment('a--b--c')).toBeNull();
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
