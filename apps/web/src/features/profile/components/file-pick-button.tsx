import type { UploadKind } from '@ajar/domain';
import { uploadAccept } from '@ajar/domain';
import { Button, type ButtonProps } from 'antd';
import { useRef, type ReactNode } from 'react';
import { showMessageError } from '../profile-feedback';
import { uploadProblem } from '../upload-check';

interface FilePickButtonProps extends Omit<ButtonProps, 'onClick'> {
  readonly kind: UploadKind;
  readonly onPick: (file: File) => void;
  readonly children?: ReactNode;
}

/**
 * A button that opens the file chooser limited to the kind's allowed types, and hands over a file
 * only when its type and size pass the quick browser check (the server checks the content).
 */
export function FilePickButton({ kind, onPick, children, ...buttonProps }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={uploadAccept(kind)}
        data-testid={`file-input-${kind.toLowerCase()}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const problem = uploadProblem(file, kind);
          if (problem) showMessageError(problem);
          else onPick(file);
        }}
      />
      <Button {...buttonProps} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
