import type { ChatMessageFieldsFragment, GetUserChatRoomsQuery } from '../../gql/graphql';

export type ChatMessage = ChatMessageFieldsFragment;
export type ChatRoom = NonNullable<GetUserChatRoomsQuery['getUserChatRooms'][number]>;
export type ChatUser = ChatRoom['users'][number];
