/** The search parameter naming the open room: /{country}/chats?room=<id>. */
export const ROOM_PARAM = 'room';
