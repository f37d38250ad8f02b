import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiError,
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  type Responder,
} from '../../../test/render-with-api';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => resetSessionForTest());

const sent: Responder = () => ({
  data: {
    sendContactMessage: {
      __typename: 'MutationResult',
      success: true,
      message: 'Thank you! Your message has reached our support team. We will reply by email.',
    },
  },
});

async function form(name: RegExp | string) {
  return screen.findByRole('form', { name });
}

function fill(scope: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(within(scope).getByLabelText(new RegExp(label)), { target: { value } });
}

describe('contact form', { timeout: 40_000 }, () => {
  it("shows each field's message when sent empty, and sends nothing", async () => {
    const api = fakeApi({ SendContactMessage: sent });
    renderWithApi('/sg/contact', api);
    const contact = await form('Send us a message');
    fireEvent.click(within(contact).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please tell us your name')).toBeTruthy();
    expect(screen.getByText('You have to tell your email')).toBeTruthy();
    expect(screen.getByText('Please tell us what your message is about')).toBeTruthy();
    expect(screen.getByText('Write a message first')).toBeTruthy();
    expect(api.calledWith('SendContactMessage')).toHaveLength(0);
  });

  it('sends the message with the market, then says it reached the team', async () => {
    const api = fakeApi({ SendContactMessage: sent });
    renderWithApi('/my/contact?subject=Careers', api);
    const contact = await form('Send us a message');
    expect(within(contact).getByLabelText(/Subject/)).toHaveProperty('value', 'Careers');
    fill(contact, {
      'Your name': ' Siti ',
      'Your email': 'siti@example.com',
      Message: 'I would like to join the support team.',
    });
    fireEvent.click(within(contact).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeTruthy();
    expect(api.calledWith('SendContactMessage')[0]?.variables).toEqual({
      name: 'Siti',
      email: 'siti@example.com',
      subject: 'Careers',
      message: 'I would like to join the support team.',
      country: 'my',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await form('Send us a message')).toBeTruthy();
  });

  it('shows the hourly limit in Indonesian on the Indonesian market', async () => {
    const api = fakeApi({
      SendContactMessage: () =>
        apiError(
          'RATE_LIMITED',
          'tooManyContactMessages',
          'You have sent us several messages in the last hour. Please wait a while before sending another.',
        ),
    });
    renderWithApi('/id/contact', api);
    const contact = await form('Kirim pesan kepada kami');
    fill(contact, {
      'Nama Anda': 'Budi',
      'Email Anda': 'budi@example.com',
      Topik: 'Pembayaran',
      Pesan: 'Pembayaran saya belum masuk.',
    });
    fireEvent.click(within(contact).getByRole('button', { name: 'Kirim pesan' }));
    expect(
      await screen.findByText(
        'Anda sudah mengirim beberapa pesan dalam satu jam terakhir. Mohon tunggu sebentar sebelum mengirim lagi.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pesan terkirim' })).toBeNull();
  });

  it('puts a field error from the server under its field', async () => {
    const api = fakeApi({
      SendContactMessage: () => ({
        errors: [
          {
            message: 'Please enter a valid email',
            extensions: {
              code: 'BAD_USER_INPUT',
              messageKey: 'emailInvalid',
              fields: { email: 'emailInvalid' },
            },
          },
        ],
      }),
    });
    renderWithApi('/sg/contact', api);
    const contact = await form('Send us a message');
    fill(contact, { 'Your name': 'Ann', 'Your email': 'ann@example.com', Subject: 'Hi', Message: 'Hello' });
    fireEvent.click(within(contact).getByRole('button', { name: 'Send message' }));
    expect(await within(contact).findByText('Please enter a valid email')).toBeTruthy();
  });
});
