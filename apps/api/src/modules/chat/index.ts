// The public face of the chat area: the one file other areas and the app layer import.
// issue 18 console: reports of chat messages, and their removal by the team.
export { chatMessageForStaff, chatMessageSeenBy, removeChatMessage } from './chat-moderation';
export type { ReportedChatMessage } from './chat-moderation';
