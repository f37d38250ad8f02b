/** The chats area's public face: its page, strings, the chat button and the live-update hooks. */
export { chatsEn } from './i18n/en';
export { chatsId } from './i18n/id';
export { ROOM_PARAM } from './chat-route';
export { ChatWithButton } from './components/chat-with-button';
export { useLiveSubscription } from './hooks/use-live-subscription';
export { useUnreadChatCount } from './hooks/use-unread-chat-count';
export { useWsReconnected } from './hooks/use-ws-reconnected';
