import { render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { Trans } from './trans';

const t = (() =>
  'I agree to the <terms>Terms of use</terms> and the <privacy>Privacy policy</privacy>.') as unknown as TFunction;

describe('Trans', () => {
  it('wraps each tagged part of the text in its component', () => {
    render(
      <p>
        <Trans
          t={t}
          i18nKey="auth.register.terms"
          components={{ terms: <a href="/terms" />, privacy: <b /> }}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByText('Privacy policy').tagName).toBe('B');
    expect(screen.getByRole('paragraph').textContent).toBe(
      'I agree to the Terms of use and the Privacy policy.',
    );
  });
});
