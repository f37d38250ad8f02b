import { PaperClipOutlined, UploadOutlined } from '../../../../shared/ui/icons';
import {
  MESSAGES,
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_MAX_BYTES,
  uploadAccept,
  type MessageKey,
  type UploadKind,
} from '@ajar/domain';
import { Button } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { FormField } from '../../../../shared/forms/form-field';
import { megabytes, uploadProblem } from '../../upload-check';
import styles from './file-field.module.css';

interface FileFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly kind: UploadKind;
  readonly label: ReactNode;
  readonly required?: boolean;
  /** The file already stored, shown until another is chosen. */
  readonly currentName?: string | null;
}

/** A file input kept in the form as a File; a wrong type or size shows the spec's message under it. */
export function FileField<T extends FieldValues>({
  control,
  name,
  kind,
  label,
  required,
  currentName,
}: FileFieldProps<T>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({ control, name });
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const error = problem ? { type: 'file', message: MESSAGES[problem] } : fieldState.error;
  const value: unknown = field.value;
  const file = value instanceof File ? value : null;
  const id = `field-${name}`;
  const types = UPLOAD_ALLOWED_TYPES[kind].join(', ');
  const extra = t('profile.upload.allowed', { types, size: megabytes(UPLOAD_MAX_BYTES[kind]) });
  return (
    <FormField label={label} htmlFor={id} error={error} required={required} extra={extra}>
      <div className={styles.fileField}>
        <input
          ref={input}
          id={id}
          type="file"
          className={styles.visuallyHidden}
          accept={uploadAccept(kind)}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!chosen) return;
            const found = uploadProblem(chosen, kind);
            setProblem(found);
            field.onChange(found ? null : chosen);
          }}
        />
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
          {file || currentName ? t('profile.upload.replace') : t('profile.upload.choose')}
        </Button>
        {(file?.name ?? currentName) && (
          <span className={styles.fileName}>
            <PaperClipOutlined aria-hidden="true" /> {file?.name ?? currentName}
          </span>
        )}
      </div>
    </FormField>
  );
}
