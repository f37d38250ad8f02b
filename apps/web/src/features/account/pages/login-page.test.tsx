import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderApp } from '../../../test/render-app';

async function submitEmptyLogin(): Promise<void> {
  const heading = await screen.findByRole('heading', { level: 1 });
  const form = heading.closest('section')?.querySelector('form');
  if (!form) throw new Error('login form not rendered');
  fireEvent.submit(form);
}

describe('login form', () => {
  it("shows the spec's validation messages on an empty submit", async () => {
    await i18n.changeLanguage('en');
    renderApp('/sg/login');
    await submitEmptyLogin();
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('You have to fill in your password')).toBeTruthy();
  });

  it('draws its form without antd: our inputs, a named password toggle and a plain submit button', async () => {
    await i18n.changeLanguage('en');
    renderApp('/sg/login');
    const heading = await screen.findByRole('heading', { level: 1 });
    const card = heading.closest('section');
    expect(card?.querySelector('form')).toBeTruthy();
    expect(card?.querySelector('[class*="ant-"]:not(.anticon):not([class*="anticon-"])')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in', hidden: false }).getAttribute('type')).toBe('submit');
  });

  it('shows them in Indonesian on the id market', async () => {
    renderApp('/id/login');
    await submitEmptyLogin();
    expect(await screen.findByText('Masukkan alamat email Anda')).toBeTruthy();
    expect(screen.getByText('Anda harus mengisi kata sandi')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
