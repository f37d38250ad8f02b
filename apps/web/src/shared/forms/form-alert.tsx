import { Alert } from 'antd';
import type { ReactNode } from 'react';

/** A form-level server error (not tied to one input), announced to screen readers. */
export function FormAlert({ message, action }: { message: string | null; action?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      description={action}
      style={{ marginBottom: 20 }}
      role="alert"
    />
  );
}
