import { useRef, useState, type FormEvent, type Ref } from 'react';
import { placeServerErrors, type FormError } from './apply-server-errors';

type Errors<V> = Partial<Record<keyof V & string, string>>;
type TextValues<V> = { readonly [K in keyof V]: string };

/** What a form's check function says: the input to send, or each field's error as the spec's text. */
export type FormCheck<V, Input> =
  { readonly ok: true; readonly input: Input } | { readonly ok: false; readonly errors: Errors<V> };

interface CheckedFormOptions<V extends TextValues<V>, Input> {
  readonly initialValues: V;
  readonly check: (values: V) => FormCheck<V, Input>;
  /** The fields in the order they are shown: the first one with an error takes the focus. */
  readonly fields: readonly (keyof V & string)[];
}

/** What a TextInput needs for one field. */
export interface CheckedFieldProps {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly inputRef: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/**
 * A text form's state with a plain check function instead of a form library, behaving as the
 * react-hook-form forms do: checked on submit, then again on every change of a field; the first invalid
 * field takes the focus; the server's field errors go under their inputs.
 */
export function useCheckedForm<V extends TextValues<V>, Input>({
  initialValues,
  check,
  fields,
}: CheckedFormOptions<V, Input>) {
  const [values, setValues] = useState<V>(initialValues);
  // Two changes before a render (an autofill) must not lose the first one.
  const latest = useRef(values);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());

  const setFieldError = (name: keyof V & string, message: string | undefined) =>
    setErrors((shown) => ({ ...shown, [name]: message }));

  const field = (name: keyof V & string): CheckedFieldProps => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (!submitted) return;
      const result = check(next);
      setFieldError(name, result.ok ? undefined : result.errors[name]);
    },
    inputRef: (element) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
  });

  /** Checks, focuses the first invalid field or sends the input; busy until `send` has settled. */
  const handleSubmit = (send: (input: Input) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = check(latest.current);
    if (!result.ok) {
      setErrors(result.errors);
      const first = fields.find((name) => result.errors[name]);
      if (first) inputs.current.get(first)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await send(result.input);
    } finally {
      setSubmitting(false);
    }
  };

  /** Shows the server's field errors under their inputs; returns the form-level error, if any is left. */
  const showServerErrors = (error: unknown): FormError | null =>
    placeServerErrors(error, setFieldError, fields);

  return { values, field, handleSubmit, showServerErrors, isSubmitting };
}
