import { DeleteOutlined, PlusOutlined } from '../../../shared/ui/icons';
import { AUTO_MESSAGES_MAX, TEXT_LIMIT } from '@ajar/domain';
import { Alert, Button, Input, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useClient } from 'urql';
import { AddAutoMessageDocument, DeleteAutoMessageDocument } from '../../../gql/graphql';
import { describeError, showSuccess } from '../../../shared/feedback/toast';
import { characterCount } from '../chat-messages';
import { AUTO_MESSAGE_CONTEXT, type AutoMessages } from '../hooks/use-auto-messages';
import styles from './auto-messages-modal.module.css';
import composerStyles from './composer.module.css';

interface AutoMessagesModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly templates: AutoMessages;
}

/** A tutor's quick replies: add (700 characters at most, 20 at most) and delete. */
export function AutoMessagesModal({ open, onClose, templates }: AutoMessagesModalProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = templates.items ?? [];
  const count = characterCount(draft);
  const tooLong = count > TEXT_LIMIT;
  const full = items.length >= AUTO_MESSAGES_MAX;
  const shownError = tooLong ? t('messages.textTooLong') : error;

  const add = async () => {
    if (draft.trim() === '' || tooLong || full) return;
    setAdding(true);
    const result = await client
      .mutation(AddAutoMessageDocument, { message: draft.trim() }, AUTO_MESSAGE_CONTEXT)
      .toPromise();
    setAdding(false);
    if (result.error) {
      setError(describeError(result.error).message);
      return;
    }
    setDraft('');
    setError(null);
    showSuccess(t('chats.autoMessages.added'));
  };

  const remove = async (id: string) => {
    setDeleting(id);
    const result = await client
      .mutation(DeleteAutoMessageDocument, { msgId: id }, AUTO_MESSAGE_CONTEXT)
      .toPromise();
    setDeleting(null);
    if (result.error) setError(describeError(result.error).message);
    else {
      setError(null);
      showSuccess(t('messages.autoMessageRemoved'));
    }
  };

  let list;
  if (templates.items === null && templates.error) {
    list = (
      <Alert
        type="warning"
        showIcon
        title={t('chats.autoMessages.loadFailed')}
        description={describeError(templates.error).message}
        action={
          <Button size="small" onClick={templates.reload}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  } else if (templates.items === null) {
    list = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  } else if (items.length === 0) {
    list = <p className={styles.muted}>{t('chats.autoMessages.empty')}</p>;
  } else {
    list = (
      <ul className={styles.templates}>
        {items.map((item) => (
          <li key={item._id} className={styles.template}>
            <span className={styles.templateText}>{item.question}</span>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              loading={deleting === item._id}
              aria-label={t('chats.autoMessages.deleteLabel', { text: item.question })}
              onClick={() => void remove(item._id)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('chats.autoMessages.title')}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('chats.autoMessages.done')}
        </Button>
      }
      width={520}
      destroyOnHidden
    >
      <p className={styles.muted}>{t('chats.autoMessages.intro', { max: AUTO_MESSAGES_MAX })}</p>
      <p className={styles.templateCount}>
        {t('chats.autoMessages.count', { count: items.length, max: AUTO_MESSAGES_MAX })}
      </p>
      {list}
      {full ? (
        <>
          <Alert type="info" showIcon title={t('chats.autoMessages.full', { max: AUTO_MESSAGES_MAX })} />
          {error && (
            <p className={composerStyles.composerError} role="alert">
              {error}
            </p>
          )}
        </>
      ) : (
        <form
          className={styles.templateForm}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Input.TextArea
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            autoSize={{ minRows: 2, maxRows: 5 }}
            aria-label={t('chats.autoMessages.newLabel')}
            placeholder={t('chats.autoMessages.placeholder')}
            status={shownError ? 'error' : undefined}
          />
          <div className={composerStyles.composerFoot}>
            {shownError ? (
              <span className={composerStyles.composerError} role="alert">
                {shownError}
              </span>
            ) : (
              <span />
            )}
            <span className={tooLong ? composerStyles.counterOver : composerStyles.counter}>
              {t('chats.counter', { count, max: TEXT_LIMIT })}
            </span>
          </div>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined />}
            loading={adding}
            disabled={draft.trim() === '' || tooLong}
          >
            {t('chats.autoMessages.add')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
