import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../markdown/markdown-blocks';
import { helpTopics } from './help-topics';
import { queryWords, searchHelp } from './search-help';

const topics = helpTopics(
  parseMarkdown(
    [
      '# Help centre',
      'Intro.',
      '## Payments',
      '### What is the 2.9% fee?',
      'Card payments carry a **fee**. See the [refund policy](/refund-policy).',
      '### Where does my refund go?',
      'To your balance, at once.',
      '## Tutors',
      '### When do I get paid?',
      '- Mark the lesson done',
      '- Transfer the money to your bank account',
      '### Kalender Google',
      'Tautkan kalender Anda.',
    ].join('\n'),
  ),
);

const questions = (query: string) => searchHelp(topics, query).map((hit) => hit.question.question);

describe('help centre search', () => {
  it('groups questions by topic, skipping the title and intro', () => {
    expect(topics.map((topic) => [topic.title, topic.questions.length])).toEqual([
      ['Payments', 2],
      ['Tutors', 2],
    ]);
  });

  it('finds questions holding every word, question matches first', () => {
    expect(questions('refund')).toEqual(['Where does my refund go?', 'What is the 2.9% fee?']);
    expect(questions('bank transfer')).toEqual(['When do I get paid?']);
    expect(questions('refund bank')).toEqual([]);
  });

  it('ignores case, accents, punctuation and one-letter words', () => {
    expect(questions('  KALÉNDER ')).toEqual(['Kalender Google']);
    expect(questions('2.9%')).toEqual(['What is the 2.9% fee?']);
    expect(queryWords('a fee, I think?')).toEqual(['fee', 'think']);
  });

  it('finds nothing for an empty query', () => {
    expect(searchHelp(topics, '   ')).toEqual([]);
  });
});
