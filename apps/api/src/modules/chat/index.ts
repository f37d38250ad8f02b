// The public face of the chat area: the one file other areas and the app layer import.
// Reputation reads reply times across rooms and messages (issue 18).
export { chatMessages, chatRooms } from './chat.tables';
