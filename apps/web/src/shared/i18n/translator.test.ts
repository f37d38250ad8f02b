import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator(): Translator {
  const instance = new Translator('en', 'en');
  instance.addTexts('en', {
    greeting: 'Hi, {{firstName}}',
    nested: { deep: { key: 'Deep' } },
    lessons_zero: 'No lessons',
    lessons_one: '{{count}} lesson',
    lessons_other: '{{count}} lessons',
    onlyEnglish: 'Only in English',
    reviews_one: 'One review',
    reviews_other: '{{count}} reviews',
  });
  instance.addTexts('id', { greeting: 'Hai, {{firstName}}', lessons_other: '{{count}} pelajaran' });
  return instance;
}

describe('Translator', () => {
  it('reads dot paths, fills placeholders and leaves a missing value as written', () => {
    const { t } = translator();
    expect(t('nested.deep.key')).toBe('Deep');
    expect(t('greeting', { firstName: 'Ana' })).toBe('Hi, Ana');
    expect(t('greeting')).toBe('Hi, {{firstName}}');
  });

  it('picks the zero, one and other forms by count', () => {
    const { t } = translator();
    expect(t('lessons', { count: 0 })).toBe('No lessons');
    expect(t('lessons', { count: 1 })).toBe('1 lesson');
    expect(t('lessons', { count: 12 })).toBe('12 lessons');
    expect(t('reviews', { count: 0 })).toBe('0 reviews');
  });

  it('uses the language’s own plural rules and falls back to English, then to the key', () => {
    const instance = translator();
    instance.setLanguage('id');
    expect(instance.t('lessons', { count: 1 })).toBe('1 pelajaran');
    expect(instance.t('greeting', { firstName: 'Budi' })).toBe('Hai, Budi');
    expect(instance.t('onlyEnglish')).toBe('Only in English');
    expect(instance.t('no.such.key')).toBe('no.such.key');
    expect(instance.fixedT('en')('greeting', { firstName: 'Ana' })).toBe('Hi, Ana');
  });

  it("picks English and Indonesian plural forms as CLDR's rules do, without Intl", () => {
    for (const language of ['en', 'id']) {
      const rules = new Intl.PluralRules(language);
      const instance = new Translator(language, 'en');
      instance.addTexts(language, { n_one: 'one', n_other: 'other' });
      for (const count of [0, 1, 2, 3, 11, 21, 100, 1001]) {
        expect(instance.t('n', { count }), `${language} ${count}`).toBe(rules.select(count));
      }
    }
  });

  it('tells whether a key exists, with or without the fallback', () => {
    const instance = translator();
    expect(instance.exists('onlyEnglish', 'id')).toBe(true);
    expect(instance.exists('onlyEnglish', 'id', false)).toBe(false);
    expect(instance.exists('lessons_other', 'id', false)).toBe(true);
    expect(instance.exists('lessons', 'id', false)).toBe(false);
  });

  it('merges added texts and tells listeners of a language change once', () => {
    const instance = translator();
    instance.addTexts('en', { nested: { other: 'Other' } });
    expect(instance.t('nested.deep.key')).toBe('Deep');
    expect(instance.t('nested.other')).toBe('Other');
    const listener = vi.fn();
    const stop = instance.onLanguageChanged(listener);
    instance.setLanguage('id');
    instance.setLanguage('id');
    stop();
    instance.setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('id');
  });

  it('tells of added texts only when a lookup since the last change missed, so a view redraws only when it must', () => {
    const instance = translator();
    const heard = vi.fn();
    instance.onChange(heard);
    const before = instance.revision;
    expect(instance.t('greeting', { firstName: 'Ani' })).toBe('Hi, Ani');
    instance.addTexts('en', { chats: { title: 'Chats' } });
    expect(heard).not.toHaveBeenCalled();
    expect(instance.revision).toBe(before);

    expect(instance.t('booking.title')).toBe('booking.title');
    instance.addTexts('en', { booking: { title: 'Book a lesson' } });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(instance.revision).not.toBe(before);
    instance.addTexts('en', { more: { title: 'More' } });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('counts an English fallback or a failed exists as a miss: the Indonesian text arriving redraws', () => {
    const instance = translator();
    instance.setLanguage('id');
    const heard = vi.fn();
    instance.onChange(heard);
    expect(instance.t('onlyEnglish')).toBe('Only in English');
    instance.addTexts('id', { onlyEnglish: 'Hanya dalam bahasa Inggris' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(instance.t('onlyEnglish')).toBe('Hanya dalam bahasa Inggris');

    expect(instance.exists('later', 'id')).toBe(false);
    instance.addTexts('en', { later: 'Later' });
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
