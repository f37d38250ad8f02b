import type { FormEventHandler, ReactNode } from 'react';

interface FormFrameProps {
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly children: ReactNode;
  readonly label?: string;
  readonly id?: string;
}

/** A native form (react-hook-form owns the state, FormField lays out each field); no antd. */
export function FormFrame({ onSubmit, children, label, id }: FormFrameProps) {
  return (
    <form id={id} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
    </form>
  );
}
