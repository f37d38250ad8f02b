import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRY_CODES, MARKETS } from '../markets';
import {
  bookingDueMinor,
  BOOKING_DURATION_MAX_MINUTES,
  FIRST_BOOKING_PREPAID_LESSONS,
  lessonPriceMinor,
} from '../booking-rules';
import { TRANSACTION_FEE_PER_MILLE } from '../constants';
import { majorToMinor } from '../money';
import { testimonialConfirmLink } from '../routes';
import { fieldErrorsOf } from '../validation/field-errors';
import {
  addTestimonialSchema,
  certificateSchema,
  educationItemSchema,
  MAXIMUM_PRICE_MINOR_ANY_MARKET,
  counsellingSubjectListSchema,
  isHttpLink,
  maximumPriceMinor,
  minimumPriceMinor,
  nonAcademicSubjectListSchema,
  otherPlatformItemSchema,
  profileCompletionRequestSchema,
  subjectListSchema,
  testimonialLimit,
} from './profile-schemas';

function fieldsOf(result: { success: boolean; error?: unknown }) {
  if (result.success) return {};
  return fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
}

const PVID = '3f1c1b1e-5a4d-4c1e-9f1a-1b2c3d4e5f60';

describe('profile schemas speak the spec', () => {
  it('certificates need a name, an issuer and an issue date', () => {
    expect(fieldsOf(certificateSchema.safeParse({ name: '', issuer: ' ', issuedDate: '' }))).toEqual({
      name: 'certificateNameRequired',
      issuer: 'issuerRequired',
      issuedDate: 'certificateIssuedRequired',
    });
  });

  it('platform links must be filled in and be http(s) links', () => {
    const item = (link: string) => otherPlatformItemSchema.safeParse({ otherPlatformPvid: PVID, link });
    expect(fieldsOf(item(''))).toEqual({ link: 'urlRequired' });
    expect(fieldsOf(item('javascript:alert(1)'))).toEqual({ link: 'urlInvalid' });
    expect(fieldsOf(item('www.example.com'))).toEqual({ link: 'urlInvalid' });
    expect(item(' https://example.com/me ').success).toBe(true);
    expect(isHttpLink('ftp://example.com')).toBe(false);
  });

  it('prices above 100 × the market slider maximum are refused, in every price form', () => {
    const expected = { sg: 1_000_000, id: 50_000_000, my: 3_000_000, ph: 10_000_000, in: 15_000_000 };
    for (const [country, maximum] of Object.entries(expected))
      expect(maximumPriceMinor(country as keyof typeof expected)).toBe(maximum);
    expect(maximumPriceMinor('lk')).toBe(40_000_000);
    expect(maximumPriceMinor('us')).toBe(1_000_000);
    expect(MAXIMUM_PRICE_MINOR_ANY_MARKET).toBe(50_000_000);
    for (const country of COUNTRY_CODES) {
      const maximum = maximumPriceMinor(country);
      const levels = (pricePerHour: number) => ({
        list: [{ programmeSubjectPvid: PVID, levels: [{ programmeLevelPvid: PVID, pricePerHour }] }],
      });
      const flat = (pricePerHour: number) => ({
        list: [{ programmeSubjectCounsellingPvid: PVID, nonAcademicPvid: PVID, pricePerHour }],
      });
      expect(subjectListSchema(country).safeParse(levels(maximum)).success, country).toBe(true);
      expect(fieldsOf(subjectListSchema(country).safeParse(levels(maximum + 1)))).toEqual({
        'list.0.levels.0.pricePerHour': 'priceAboveMaximum',
      });
      expect(fieldsOf(subjectListSchema(country).safeParse(levels(2_147_483_647)))).toEqual({
        'list.0.levels.0.pricePerHour': 'priceAboveMaximum',
      });
      for (const schema of [counsellingSubjectListSchema(country), nonAcademicSubjectListSchema(country)]) {
        expect(schema.safeParse(flat(maximum)).success, country).toBe(true);
        expect(fieldsOf(schema.safeParse(flat(maximum + 1)))).toEqual({
          'list.0.pricePerHour': 'priceAboveMaximum',
        });
      }
      // The largest figure a price feeds: 8 prepaid 6-hour lessons and their fee stay exact and inside 2^53.
      const due = bookingDueMinor(
        lessonPriceMinor(maximum, BOOKING_DURATION_MAX_MINUTES),
        FIRST_BOOKING_PREPAID_LESSONS,
      );
      expect(due).toBe(maximum * 6 * 8);
      expect(Number.isSafeInteger(due * (1000 + TRANSACTION_FEE_PER_MILLE))).toBe(true);
    }
  });

  it('prices below the market minimum are refused, in minor units, for every market', () => {
    for (const country of COUNTRY_CODES) {
      const minimum = majorToMinor(MARKETS[country].minimumTariff, MARKETS[country].currency);
      expect(minimumPriceMinor(country)).toBe(minimum);
      const schema = subjectListSchema(country);
      const list = (pricePerHour: number) => ({
        list: [{ programmeSubjectPvid: PVID, levels: [{ programmeLevelPvid: PVID, pricePerHour }] }],
      });
      expect(schema.safeParse(list(minimum)).success, country).toBe(true);
      expect(fieldsOf(schema.safeParse(list(minimum - 1)))).toEqual({
        'list.0.levels.0.pricePerHour': 'priceBelowMinimum',
      });
    }
    expect(
      fieldsOf(subjectListSchema('sg').safeParse({ list: [{ programmeSubjectPvid: '', levels: [] }] })),
    ).toEqual({
      'list.0.programmeSubjectPvid': 'subjectRequired',
      'list.0.levels': 'levelRequired',
    });
  });

  it('periods need an end unless present, and it may not come first', () => {
    const base = { institution: 'NUS', fromDate: '2010-01-01', isPresent: false };
    expect(fieldsOf(educationItemSchema.safeParse(base))).toEqual({ toDate: 'dateInvalid' });
    expect(fieldsOf(educationItemSchema.safeParse({ ...base, toDate: '2009-12-31' }))).toEqual({
      toDate: 'dateRangeInvalid',
    });
    expect(educationItemSchema.safeParse({ ...base, isPresent: true }).success).toBe(true);
  });

  it('testimonials need a rating from 1 to 5 and a review of at most 700 characters', () => {
    const base = { comment: 'Great', referralCode: 'ABC', rating: 5, email: 'a@b.co', name: 'A' };
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 20 }), (rating) => {
        const ok = addTestimonialSchema.safeParse({ ...base, rating }).success;
        expect(ok).toBe(rating >= 1 && rating <= 5);
      }),
    );
    expect(fieldsOf(addTestimonialSchema.safeParse({ ...base, comment: '' }))).toEqual({
      comment: 'reviewRequired',
    });
    expect(fieldsOf(addTestimonialSchema.safeParse({ ...base, comment: 'x'.repeat(701) }))).toEqual({
      comment: 'textTooLong',
    });
    expect(addTestimonialSchema.safeParse({ ...base, comment: 'x'.repeat(700) }).success).toBe(true);
  });

  it('completion requests name one of the profile sections', () => {
    expect(
      fieldsOf(profileCompletionRequestSchema.safeParse({ userPvid: PVID, section: 'Hobbies' })),
    ).toEqual({ section: 'sectionRequired' });
    expect(profileCompletionRequestSchema.safeParse({ userPvid: PVID, section: 'Skill' }).success).toBe(true);
  });

  it('testimonial pages hold 10 by default and 50 at most', () => {
    expect(testimonialLimit(undefined)).toBe(10);
    expect(testimonialLimit(0)).toBe(1);
    expect(testimonialLimit(500)).toBe(50);
    expect(testimonialLimit(7)).toBe(7);
  });

  it('builds the testimonial confirmation link under the tutor market', () => {
    expect(testimonialConfirmLink('https://ajar.test', 'id', 'a b')).toBe(
      'https://ajar.test/id/profile/add_testimonial/confirm?code=a%20b',
    );
  });
});
