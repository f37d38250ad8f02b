import { ArrowLeftOutlined, LockOutlined } from '../../../shared/ui/icons';
import { Avatar, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useClient } from 'urql';
import { SendMessageToChatRoomDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { fullName, initials, otherMember } from '../chat-messages';
import type { ChatMessage, ChatRoom } from '../chat-types';
import { useAutoMessages } from '../hooks/use-auto-messages';
import { useRoomMessages } from '../hooks/use-room-messages';
import { AutoMessagesModal } from './auto-messages-modal';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { QuickReplies } from './quick-replies';
import styles from './conversation.module.css';
import chatsStyles from './chats.module.css';

interface ConversationProps {
  readonly room: ChatRoom;
  readonly viewerId: string;
  readonly viewerIsTutor: boolean;
  /** On a phone: back to the room list. */
  readonly onBack?: () => void;
  /** A message went out: the room list's preview and order change. */
  readonly onSent: () => void;
}

/** One open room: its messages, quick replies and the composer. Mounted once per room (keyed). */
export function Conversation({ room, viewerId, viewerIsTutor, onBack, onSent }: ConversationProps) {
  const { t } = useTranslation();
  const client = useClient();
  const messages = useRoomMessages(room._id, viewerId);
  const partner = otherMember(room, viewerId);
  const name = partner ? fullName(partner) : '';
  // A tutor answers with their own templates; anyone else sees the other member's (none unless a tutor).
  const templates = useAutoMessages(viewerIsTutor ? null : (partner?.userId ?? null), room.closed);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);

  const send = async (content: string, msgType: 'TEXT' | 'AUTO' = 'TEXT'): Promise<boolean> => {
    setSending(true);
    const result = await client
      .mutation(SendMessageToChatRoomDocument, {
        content,
        roomId: room._id,
        replyId: replyTo?._id ?? null,
        msgType,
      })
      .toPromise();
    setSending(false);
    const sent = result.data?.sendMessageToChatRoom;
    if (!sent) {
      setSendError(describeError(result.error).message);
      return false;
    }
    setSendError(null);
    setReplyTo(null);
    messages.add(sent);
    onSent();
    return true;
  };

  return (
    <section className={styles.conversation} aria-label={name}>
      <header className={styles.conversationHead}>
        {onBack && (
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={onBack}
            aria-label={t('chats.back')}
            className={styles.backButton}
          />
        )}
        <Avatar
          size={40}
          src={partner?.userAvatar ?? undefined}
          alt={t('chats.avatarAlt', { name })}
          className={chatsStyles.avatar}
        >
          {partner ? initials(partner) : '?'}
        </Avatar>
        <h2 className={styles.partnerName}>{name}</h2>
      </header>
      <MessageList
        room={messages}
        viewerId={viewerId}
        partnerName={name}
        canReply={!room.closed}
        onReply={setReplyTo}
      />
      {room.closed ? (
        <p className={styles.closed}>
          <LockOutlined aria-hidden="true" /> {t('chats.closed')}
        </p>
      ) : (
        <div className={styles.composerArea}>
          {templates.items && (
            <QuickReplies
              items={templates.items}
              mine={viewerIsTutor}
              disabled={sending}
              onPick={(question) => void send(question, 'AUTO')}
              onManage={() => setManaging(true)}
            />
          )}
          <Composer
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            onSend={(content) => send(content)}
            serverError={sendError}
            onEdit={() => setSendError(null)}
            sending={sending}
          />
        </div>
      )}
      {viewerIsTutor && (
        <AutoMessagesModal open={managing} onClose={() => setManaging(false)} templates={templates} />
      )}
    </section>
  );
}
