import { RollbackOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { ReportButton } from '../../ops';
import { fullName } from '../chat-messages';
import { formatMessageTime } from '../chat-time';
import type { ChatMessage } from '../chat-types';
import styles from './message-bubble.module.css';

interface MessageBubbleProps {
  readonly message: ChatMessage;
  readonly own: boolean;
  readonly onReply: (message: ChatMessage) => void;
  readonly canReply: boolean;
}

/** The quoted message above a reply (cut by the API at 120 characters). */
export function ReplyQuote({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.replyId === null) return null;
  const reply = message.reply;
  return (
    <blockquote className={styles.quote}>
      {reply ? (
        <>
          <strong className={styles.quoteName}>{fullName(reply.owner)}</strong>
          <span className={styles.quoteText}>{reply.content}</span>
        </>
      ) : (
        <span className={styles.quoteText}>{t('chats.replyUnavailable')}</span>
      )}
    </blockquote>
  );
}

/** One message: own on the right with ✓ (sent) or ✓✓ (seen), the other member's on the left. */
export function MessageBubble({ message, own, onReply, canReply }: MessageBubbleProps) {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <li
      className={`${styles.messageRow} ${own ? styles.messageOwn : styles.messageTheirs}`}
      data-side={own ? 'own' : 'theirs'}
    >
      <div className={styles.bubble}>
        <ReplyQuote message={message} />
        {message.msgType === 'AUTO' && <span className={styles.autoTag}>{t('chats.quickTag')}</span>}
        <p className={styles.messageText}>{message.content}</p>
        <span className={styles.messageMeta}>
          <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, country)}</time>
          {/* A report goes to the team's console */}
          {!own && (
            <ReportButton
              compact
              targetType="MESSAGE"
              targetId={message._id}
              label={t('chats.reportMessage', { name: fullName(message.owner) })}
            />
          )}
          {own && (
            <span
              className={message.seen ? styles.ticksSeen : styles.ticks}
              role="img"
              aria-label={message.seen ? t('chats.seen') : t('chats.sent')}
              title={message.seen ? t('chats.seen') : t('chats.sent')}
            >
              {message.seen ? '✓✓' : '✓'}
            </span>
          )}
        </span>
      </div>
      {canReply && (
        <button
          type="button"
          className={styles.replyButton}
          aria-label={t('chats.replyToMessage', { name: fullName(message.owner) })}
          onClick={() => onReply(message)}
        >
          <RollbackOutlined aria-hidden="true" />
          <span>{t('chats.reply')}</span>
        </button>
      )}
    </li>
  );
}
