import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { ReputationFacts } from './reputation-facts';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe("the tutor's reply time and acceptance rate", () => {
  it('read as words, each once the server has a figure', () => {
    const { rerender, container } = render(
      <ReputationFacts reputation={{ replyWithin: 'TWO_HOURS', acceptanceRate: 92 }} />,
    );
    expect(screen.getByText('Usually replies within 2 hours')).toBeTruthy();
    expect(screen.getByText('Accepts 92% of bookings')).toBeTruthy();
    rerender(<ReputationFacts reputation={{ replyWithin: 'HOUR', acceptanceRate: null }} />);
    expect(screen.getByText('Usually replies within an hour')).toBeTruthy();
    expect(screen.queryByText(/Accepts/)).toBeNull();
    rerender(<ReputationFacts reputation={{ replyWithin: null, acceptanceRate: null }} />);
    expect(container.textContent).toBe('');
  });
});
