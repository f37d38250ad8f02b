// The public face of the chat area: the one file other areas and the app layer import.
// Reputation reads reply times across rooms and messages.
export { chatMessages, chatRooms } from './chat.tables';
// The team's console: reports of chat messages, and their removal by the team.
export { chatMessageForStaff, chatMessageSeenBy, removeChatMessage } from './chat-moderation';
export type { ReportedChatMessage } from './chat-moderation';
