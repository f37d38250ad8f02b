import { MinusCircleOutlined, PlusOutlined } from '../../../shared/ui/icons';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { translateFormMessage } from '../../../shared/forms/translate-form-message';
import styles from './section-form.module.css';

interface FieldRowsProps {
  readonly label: string;
  readonly extra?: string;
  /** The error of the whole list (e.g. "at least one"), in the spec's English. */
  readonly errorMessage?: string;
  /** The rows of a field array (useFieldArray's fields). */
  readonly rows: readonly { readonly id: string }[];
  readonly renderRow: (index: number) => ReactNode;
  readonly removeLabel: string;
  readonly onRemove: (index: number) => void;
  readonly addLabel: string;
  readonly onAdd: () => void;
}

/** A required list of field rows: each row removable while more than one is left, and a row added below. */
export function FieldRows({
  label,
  extra,
  errorMessage,
  rows,
  renderRow,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
}: FieldRowsProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label}
      required
      layout="vertical"
      validateStatus={errorMessage ? 'error' : undefined}
      help={translateFormMessage(t, errorMessage)}
      extra={extra}
    >
      <ol className={styles.levelEditor}>
        {rows.map((row, index) => (
          <li key={row.id} className={styles.levelEditorRow}>
            <div className={styles.levelEditorFields}>{renderRow(index)}</div>
            {rows.length > 1 && (
              <Button
                type="text"
                danger
                icon={<MinusCircleOutlined />}
                aria-label={removeLabel}
                title={removeLabel}
                onClick={() => onRemove(index)}
              />
            )}
          </li>
        ))}
      </ol>
      <Button type="dashed" block icon={<PlusOutlined />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Form.Item>
  );
}
