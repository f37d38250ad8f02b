import { Form } from 'antd';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from './translate-form-message';

interface FormFieldProps {
  readonly label?: ReactNode;
  readonly htmlFor?: string;
  readonly error?: FieldError;
  readonly required?: boolean;
  readonly extra?: ReactNode;
  readonly children: ReactNode;
}

/** antd's label, status colour and help text around a react-hook-form controlled input. */
export function FormField({ label, htmlFor, error, required, extra, children }: FormFieldProps) {
  const { t } = useTranslation();
  const help = translateFormMessage(t, error?.message);
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      required={required}
      validateStatus={help ? 'error' : undefined}
      help={help}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}
