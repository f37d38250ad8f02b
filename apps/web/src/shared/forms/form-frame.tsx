import { Form } from 'antd';
import type { FormEventHandler, ReactNode } from 'react';

interface FormFrameProps {
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly children: ReactNode;
  readonly label?: string;
  readonly id?: string;
}

/** A native form (react-hook-form owns the state) with antd's vertical layout for its fields. */
export function FormFrame({ onSubmit, children, label, id }: FormFrameProps) {
  return (
    <form id={id} onSubmit={onSubmit} noValidate aria-label={label}>
      <Form layout="vertical" component={false} requiredMark="optional">
        {children}
      </Form>
    </form>
  );
}
