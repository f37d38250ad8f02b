import { MessageOutlined } from '../../../shared/ui/icons';
import { Alert, Button, Skeleton } from 'antd';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { describeError } from '../../../shared/feedback/toast';
import { useCountry } from '../../../shared/market/country-context';
import { formatDayDivider, marketDayKey } from '../chat-time';
import type { ChatMessage } from '../chat-types';
import type { RoomMessages } from '../hooks/use-room-messages';
import { MessageBubble } from './message-bubble';
import styles from './message-list.module.css';
import chatsStyles from './chats.module.css';

/** Within this distance of an edge counts as being at it. */
const EDGE_PX = 48;

interface MessageListProps {
  readonly room: RoomMessages;
  readonly viewerId: string;
  readonly partnerName: string;
  readonly canReply: boolean;
  readonly onReply: (message: ChatMessage) => void;
}

/**
 * The conversation, newest last. Scrolling to the top (or the button there) loads older messages
 * without moving what the reader sees; a new message scrolls into view when the reader is at the
 * bottom or sent it.
 */
export function MessageList({ room, viewerId, partnerName, canReply, onReply }: MessageListProps) {
  const { t } = useTranslation();
  const country = useCountry();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstId?: string; lastId?: string; height: number; top: number }>({
    height: 0,
    top: 0,
  });
  const { messages, status, hasMore, older, loadOlder, retry, error } = room;
  const firstId = messages[0]?._id;
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.firstId !== undefined && firstId !== before.firstId && last?._id === before.lastId) {
      // Older messages went in above: keep the same message under the reader's eyes.
      element.scrollTop = element.scrollHeight - before.height + before.top;
    } else if (last && last._id !== before.lastId && (atBottom.current || last.owner.userId === viewerId)) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = {
      firstId,
      lastId: last?._id,
      height: element.scrollHeight,
      top: element.scrollTop,
    };
  }, [firstId, last, viewerId]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    previous.current = { ...previous.current, height: element.scrollHeight, top: element.scrollTop };
    if (element.scrollTop < EDGE_PX && hasMore && older === 'idle') loadOlder();
  };

  let body;
  if (status === 'loading') {
    body = (
      <div className={styles.messagesState}>
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.messagesState}>
        <Alert
          type="warning"
          showIcon
          title={t('chats.loadMessagesFailed')}
          description={describeError(error).message}
          action={
            <Button size="small" onClick={retry}>
              {t('common.tryAgain')}
            </Button>
          }
        />
      </div>
    );
  } else if (messages.length === 0) {
    body = (
      <div className={chatsStyles.hello}>
        <span className={chatsStyles.stateIcon} aria-hidden="true">
          <MessageOutlined />
        </span>
        <strong>{t('chats.helloTitle', { name: partnerName })}</strong>
        <p>{t('chats.helloBody')}</p>
      </div>
    );
  } else {
    let day = '';
    body = (
      <>
        {hasMore && (
          <div className={styles.olderRow}>
            {older === 'error' && <span className={styles.olderError}>{t('chats.loadOlderFailed')}</span>}
            <Button size="small" onClick={loadOlder} loading={older === 'loading'}>
              {t('chats.loadOlder')}
            </Button>
          </div>
        )}
        <ol className={styles.messages}>
          {messages.map((message) => {
            const messageDay = marketDayKey(message.createdAt, country);
            const divider = messageDay !== day;
            day = messageDay;
            return (
              <Fragment key={message._id}>
                {divider && (
                  <li className={styles.dayDivider} aria-hidden="true">
                    <span>
                      {formatDayDivider(message.createdAt, country, {
                        today: t('chats.today'),
                        yesterday: t('chats.yesterday'),
                      })}
                    </span>
                  </li>
                )}
                <MessageBubble
                  message={message}
                  own={message.owner.userId === viewerId}
                  canReply={canReply}
                  onReply={onReply}
                />
              </Fragment>
            );
          })}
        </ol>
      </>
    );
  }

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      onScroll={onScroll}
      role="log"
      aria-label={t('chats.messagesLabel', { name: partnerName })}
      aria-live="polite"
    >
      {body}
    </div>
  );
}
