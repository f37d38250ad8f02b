import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { FormFrame } from './form-frame';
import { TextField } from './text-field';

interface Values {
  email: string;
  password: string;
  notes: string;
}

function Sample({ onValid = () => undefined }: { onValid?: (values: Values) => void }) {
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { email: '', password: '', notes: '' },
  });
  const onSubmit = handleSubmit((values) => {
    if (!values.email) {
      setError('email', { type: 'required', message: 'Please enter your email address' });
      return;
    }
    onValid(values);
  });
  return (
    <FormFrame onSubmit={onSubmit} label="Sample form">
      <TextField
        control={control}
        name="email"
        type="email"
        label="Email"
        required
        extra="We never share it."
      />
      <TextField control={control} name="password" type="password" label="Password" required />
      <TextField control={control} name="notes" label="Notes" multiline maxLength={50} />
      <button type="submit">Send</button>
    </FormFrame>
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('shared forms without antd', () => {
  it('is a labelled native form whose labels point at their inputs', () => {
    render(<Sample />);
    const form = screen.getByRole('form', { name: 'Sample form' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    expect(screen.getByLabelText('Email').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Password', { selector: 'input' }).getAttribute('type')).toBe('password');
    expect(screen.getByRole('textbox', { name: /Notes/ }).tagName).toBe('TEXTAREA');
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it("marks optional fields as antd's requiredMark='optional' did, in the reader's language", async () => {
    const { unmount } = render(<Sample />);
    expect(screen.getByText('(optional)')).toBeTruthy();
    expect(screen.getAllByText(/\(optional\)/)).toHaveLength(1);
    unmount();
    await i18n.changeLanguage('id');
    render(<Sample />);
    expect(screen.getByText('(opsional)')).toBeTruthy();
  });

  it('shows an error under its input, announced and tied to the input', async () => {
    render(<Sample />);
    fireEvent.submit(screen.getByRole('form'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please enter your email address');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toContain(alert.parentElement?.id);
    expect(document.getElementById('field-email-extra')?.textContent).toBe('We never share it.');
    expect(described).toContain('field-email-extra');
  });

  it('shows and hides a password with a named button', () => {
    render(<Sample />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('type')).toBe('button');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('counts the characters of a limited multiline field', () => {
    render(<Sample />);
    fireEvent.change(screen.getByRole('textbox', { name: /Notes/ }), { target: { value: 'hello' } });
    expect(screen.getByText('5 / 50')).toBeTruthy();
  });

  it('submits the values', async () => {
    let sent: Values | null = null;
    render(<Sample onValid={(values) => (sent = values)} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.test' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'secret-123' },
    });
    fireEvent.submit(screen.getByRole('form'));
    await screen.findByRole('form');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual({ email: 'a@b.test', password: 'secret-123', notes: '' });
  });

  it('wraps other controls: label linked, error given as a spec text translated', async () => {
    await i18n.changeLanguage('id');
    render(
      <FormField
        label="Country"
        htmlFor="field-country"
        required
        errorMessage="You have to fill in your password"
      >
        <select id="field-country" />
      </FormField>,
    );
    expect(screen.getByLabelText('Country').tagName).toBe('SELECT');
    expect(screen.getByRole('alert').textContent).toBe('Anda harus mengisi kata sandi');
    expect(screen.queryByText('(opsional)')).toBeNull();
  });

  it('shows a form-level alert with its action, and nothing without a message', () => {
    const { rerender } = render(<FormAlert message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormAlert message="Wrong email or password" action={<a href="/resend">Resend</a>} />);
    expect(screen.getByRole('alert').textContent).toContain('Wrong email or password');
    expect(screen.getByRole('link', { name: 'Resend' })).toBeTruthy();
  });
});
