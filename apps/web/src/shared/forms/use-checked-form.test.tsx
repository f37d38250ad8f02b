import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CombinedError } from 'urql';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { FormAlert } from './form-alert';
import { FormFrame } from './form-frame';
import { TextInput } from './text-input';
import { useCheckedForm, type FormCheck } from './use-checked-form';

interface Values {
  name: string;
  city: string;
}

function check(values: Values): FormCheck<Values, Values> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) errors.name = "Don't forget your first name";
  if (!values.city.trim()) errors.city = 'This is required';
  return errors.name || errors.city ? { ok: false, errors } : { ok: true, input: values };
}

function Sample({ send }: { send: (values: Values) => Promise<unknown> }) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useCheckedForm<Values, Values>({
    initialValues: { name: '', city: '' },
    check,
    fields: ['name', 'city'],
  });
  const onSubmit = form.handleSubmit(async (input) => {
    const error = await send(input);
    if (error) setAlert(form.showServerErrors(error)?.message ?? null);
  });
  return (
    <>
      <FormAlert message={alert} />
      <FormFrame onSubmit={onSubmit} label="Sample">
        <TextInput {...form.field('name')} label="Name" required />
        <TextInput {...form.field('city')} label="City" required />
        <button type="submit" aria-busy={form.isSubmitting || undefined}>
          Send
        </button>
      </FormFrame>
    </>
  );
}

function serverError(messageKey: string, fields?: Record<string, string>): CombinedError {
  return new CombinedError({
    graphQLErrors: [{ message: messageKey, extensions: { code: 'BAD_USER_INPUT', messageKey, fields } }],
  });
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a form checked by a plain function', () => {
  it('says nothing while typing before the first submit', () => {
    render(<Sample send={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows every error on submit, focuses the first invalid field in order and sends nothing', async () => {
    const send = vi.fn();
    render(<Sample send={send} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This is required');
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('checks a field again on each change after a submit, leaving the others as they were', async () => {
    render(<Sample send={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wei' } });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert').textContent).toBe('This is required');
  });

  it('sends the checked input and is busy until the sending settles', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    render(<Sample send={send} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wei' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Jakarta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true'));
    expect(send).toHaveBeenCalledWith({ name: 'Wei', city: 'Jakarta' });
    finish(null);
    await waitFor(() => expect(screen.getByRole('button').getAttribute('aria-busy')).toBeNull());
  });

  it("puts the server's field errors under their inputs, in the reader's language, and the rest above", async () => {
    await i18n.changeLanguage('id');
    const send = vi
      .fn()
      .mockResolvedValueOnce(serverError('firstNameRequired', { name: 'firstNameRequired' }))
      .mockResolvedValueOnce(serverError('invalidCredentials'));
    render(<Sample send={send} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wei' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Jakarta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('messages.firstNameRequired'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Email atau kata sandi salah'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('a server-rendered form typed into before it hydrated', () => {
  it('keeps what was typed and sends it', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Sample send={send} />);
    document.body.append(container);
    (container.querySelector('#field-name') as HTMLInputElement).value = 'Wei';
    (container.querySelector('#field-city') as HTMLInputElement).value = 'Medan';

    const root = await act(async () => hydrateRoot(container, <Sample send={send} />));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Wei');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Wei', city: 'Medan' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
