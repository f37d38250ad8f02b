import { CloseOutlined, SendOutlined } from '../../../shared/ui/icons';
import { TEXT_LIMIT } from '@ajar/domain';
import { Button, Input, type GetRef } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { characterCount, fullName } from '../chat-messages';
import type { ChatMessage } from '../chat-types';
import styles from './composer.module.css';

interface ComposerProps {
  readonly replyTo: ChatMessage | null;
  readonly onCancelReply: () => void;
  /** Resolves true when the message was sent (the text is then cleared). */
  readonly onSend: (content: string) => Promise<boolean>;
  /** The server's reason the last send failed, in the reader's language. */
  readonly serverError: string | null;
  readonly onEdit: () => void;
  readonly sending: boolean;
}

/** The message box: 700 characters at most (spec section 5), Enter sends, Shift+Enter breaks the line. */
export function Composer({ replyTo, onCancelReply, onSend, serverError, onEdit, sending }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = useRef<GetRef<typeof Input.TextArea>>(null);
  const counterId = useId();
  const hintId = useId();
  const count = characterCount(text);
  const tooLong = count > TEXT_LIMIT;
  const blank = text.trim() === '';
  const error = tooLong ? t('messages.textTooLong') : serverError;

  useEffect(() => {
    if (replyTo) input.current?.focus();
  }, [replyTo]);

  const submit = async () => {
    if (blank || tooLong || sending) return;
    if (await onSend(text.trim())) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {replyTo && (
        <div className={styles.replyPreview}>
          <div className={styles.replyPreviewText}>
            <strong>{t('chats.replyingTo', { name: fullName(replyTo.owner) })}</strong>
            <span>{replyTo.content}</span>
          </div>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('chats.cancelReply')}
            onClick={onCancelReply}
          />
        </div>
      )}
      <div className={styles.composerRow}>
        <Input.TextArea
          ref={input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (serverError) onEdit();
          }}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder={t('chats.composerPlaceholder')}
          aria-label={t('chats.composerLabel')}
          aria-describedby={`${counterId} ${hintId}`}
          aria-invalid={error ? true : undefined}
          status={error ? 'error' : undefined}
          className={styles.composerInput}
        />
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          loading={sending}
          disabled={blank || tooLong}
          className={styles.sendButton}
        >
          {t('chats.send')}
        </Button>
      </div>
      <div className={styles.composerFoot}>
        {error ? (
          <span className={styles.composerError} role="alert">
            {error}
          </span>
        ) : (
          <span id={hintId} className={styles.composerHint}>
            {t('chats.composerHint')}
          </span>
        )}
        <span
          id={counterId}
          className={tooLong ? styles.counterOver : styles.counter}
          aria-label={t('chats.counterLabel', { count, max: TEXT_LIMIT })}
        >
          {t('chats.counter', { count, max: TEXT_LIMIT })}
        </span>
      </div>
    </form>
  );
}
