import { MessageOutlined } from '../../../shared/ui/icons';
import { Button } from '../../../shared/ui/button';
import { useState } from 'react';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { CreateNewChatRoomDocument } from '../../../gql/graphql';
import { showError } from '../../../shared/feedback/toast';
import { useSession } from '../../../shared/session/use-session';
import { LoginPromptModal } from '../../../shared/profile/login-prompt-modal';
import { ROOM_PARAM } from '../chat-route';

interface ChatWithButtonProps {
  /** The other person's user id (a profile's userPvid). */
  readonly userId: string;
  readonly name: string;
  readonly label: string;
}

/** Signed in: opens (or creates) the room with this person and goes there. Signed out: the login prompt. */
export function ChatWithButton({ userId, name, label }: ChatWithButtonProps) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const href = useFeatureHref();
  const { isSignedIn } = useSession();
  const [opening, setOpening] = useState(false);
  const [prompting, setPrompting] = useState(false);

  const start = async () => {
    if (!isSignedIn) {
      // The prompt's title is the chat area's text: it comes with the first press, not with the page.
      await loadNamespaces(['chats']).catch(() => undefined);
      setPrompting(true);
      return;
    }
    setOpening(true);
    const result = await client.mutation(CreateNewChatRoomDocument, { userId }).toPromise();
    setOpening(false);
    const room = result.data?.createNewChatRoom;
    if (room) void navigate(href('chats', { [ROOM_PARAM]: room._id }));
    else showError(result.error);
  };

  return (
    <>
      <Button size="large" block icon={<MessageOutlined />} loading={opening} onClick={() => void start()}>
        {label}
      </Button>
      {!isSignedIn && (
        <LoginPromptModal
          open={prompting}
          tutorName={name}
          title={prompting ? t('chats.loginPromptTitle', { name }) : ''}
          onClose={() => setPrompting(false)}
        />
      )}
    </>
  );
}
