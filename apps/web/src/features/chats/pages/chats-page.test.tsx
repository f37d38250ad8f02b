import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TEXT_LIMIT } from '@ajar/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { announceWsReconnected } from '../../../shared/api/ws-client';
import {
  apiError,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
  type Responder,
} from '../../../test/render-with-api';
import type { ChatMessage, ChatRoom } from '../chat-types';
import { autoMessage, chatMessage, chatRoom, page, replyTo, STUDENT, TUTOR } from '../testing/chat-fixtures';
import { fakeRealtimeApi } from '../../../test/fake-realtime-api';

configure({ asyncUtilTimeout: 5000 });

type Variables = Record<string, unknown>;

interface World {
  rooms: ChatRoom[];
  messages: Record<string, ChatMessage[]>;
  autoMessages?: (variables: Variables) => ReturnType<typeof autoMessage>[];
  send?: (variables: Variables) => { data?: unknown; errors?: unknown[] };
}

/** The API as one signed-in member sees it: rooms, their messages, and what sending returns. */
function chatApi(viewerId: string, world: World, extra: Readonly<Record<string, Responder>> = {}) {
  let nextId = 100;
  return fakeRealtimeApi({
    GetProfile: () => apiError('INTERNAL', 'fallback', 'not faked'),
    GetFavouriteIds: () => ({ data: { getFavouriteIds: [] } }),
    GetUnReadMsgsCount: () => ({ data: { getUnReadMsgsCount: 0 } }),
    CountUnreadNotifications: () => ({ data: { countUnreadNotifications: 0 } }),
    GetUserChatRooms: () => ({ data: { getUserChatRooms: world.rooms } }),
    GetAutoMessages: (variables) => ({ data: { getAutoMessages: world.autoMessages?.(variables) ?? [] } }),
    GetRoomMessages: ({ roomId, before, after }) => {
      const all = world.messages[String(roomId)] ?? [];
      if (typeof before === 'string') return page(all.filter((m) => Number(m._id) < Number(before)));
      if (typeof after === 'string') return page(all.filter((m) => Number(m._id) > Number(after)));
      return page(all);
    },
    ReadMessages: ({ roomId, messages }) => ({
      data: { readMessages: { __typename: 'ReadReceipt', roomId, readerId: viewerId, messageIds: messages } },
    }),
    SendMessageToChatRoom: (variables) => {
      if (world.send) return world.send(variables);
      const roomId = String(variables.roomId);
      const replied = (world.messages[roomId] ?? []).find((m) => m._id === variables.replyId);
      nextId += 1;
      return {
        data: {
          sendMessageToChatRoom: chatMessage(
            nextId,
            viewerId,
            String(variables.content),
            { msgType: String(variables.msgType ?? 'TEXT'), ...(replied ? replyTo(replied) : {}) },
            roomId,
          ),
        },
      };
    },
    ...extra,
  });
}

const hello = chatMessage(1, 'user-1', 'Hello Budi, how can I help?');
const question = chatMessage(2, 'user-9', 'Can we do algebra on Friday?', { seen: true });
const unread = chatMessage(3, 'user-1', 'Sure, 4 pm works.');

function studentWorld(): World {
  return {
    rooms: [
      chatRoom('room-1', 'user-1', unread, { unReadMsgs: 1 }),
      chatRoom('room-2', 'user-2', chatMessage(7, 'user-9', 'Thanks!', {}, 'room-2'), {
        updatedAt: '2025-02-01T00:00:00.000Z',
      }),
    ],
    messages: { 'room-1': [hello, question, unread], 'room-2': [] },
  };
}

function messageBox() {
  return screen.getByRole('textbox', { name: 'Write a message' });
}

function setMobile(mobile: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: mobile,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

beforeEach(async () => {
  resetSessionForTest();
  setMobile(false);
  await i18n.changeLanguage('en');
});
afterEach(() => resetSessionForTest());

describe('chats page', { timeout: 30_000 }, () => {
  it('sends a guest to log in first', async () => {
    const view = renderWithApi('/sg/chats', chatApi('x', studentWorld()));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sg/login'));
    expect(view.router.state.location.search).toBe('?redirect=%2Fsg%2Fchats');
  });

  it('lists the rooms with the other member, the last message, the time and the unread count', async () => {
    signInForTest(STUDENT);
    renderWithApi('/sg/chats', chatApi(STUDENT.pvid, studentWorld()));
    const rooms = await screen.findByRole('navigation', { name: 'Conversations' });
    const siti = await within(rooms).findByRole('button', { name: /Siti Rahma/ });
    expect(within(siti).getByText('Sure, 4 pm works.')).toBeTruthy();
    expect(within(siti).getByText('1 unread message')).toBeTruthy();
    // 02:03 UTC is 10:03 in Singapore.
    expect(within(siti).getByText(/10:03|3 Mar/)).toBeTruthy();
    const wei = within(rooms).getByRole('button', { name: /Wei Ming Tan/ });
    expect(within(wei).getByText('You: Thanks!')).toBeTruthy();
    expect(screen.getByText('Pick a conversation')).toBeTruthy();
  });

  it('shows an empty state with a way to find a tutor', async () => {
    signInForTest(STUDENT);
    renderWithApi('/sg/chats', chatApi(STUDENT.pvid, { rooms: [], messages: {} }));
    expect(await screen.findByText('No chats yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a tutor' }).getAttribute('href')).toBe('/sg/browse/tutors');
  });

  it('opens a room: messages newest last, own on the right with seen marks, and reads the new ones', async () => {
    signInForTest(STUDENT);
    const api = chatApi(STUDENT.pvid, studentWorld());
    const view = renderWithApi('/sg/chats', api);
    fireEvent.click(await screen.findByRole('button', { name: /Siti Rahma/ }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?room=room-1'));
    const log = await screen.findByRole('log', { name: 'Messages with Siti Rahma' });
    await within(log).findByText('Sure, 4 pm works.');
    const rows = within(log)
      .getAllByRole('listitem')
      .filter((row) => row.dataset.side);
    expect(rows.map((row) => [row.dataset.side, row.querySelector('p')?.textContent])).toEqual([
      ['theirs', 'Hello Budi, how can I help?'],
      ['own', 'Can we do algebra on Friday?'],
      ['theirs', 'Sure, 4 pm works.'],
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Seen' }).textContent).toBe('✓✓');
    await waitFor(() => expect(api.calledWith('ReadMessages')).toHaveLength(1));
    expect(api.calledWith('ReadMessages')[0]?.variables).toEqual({ roomId: 'room-1', messages: ['1', '3'] });
  });

  it('sends with Enter, keeps Shift+Enter for a new line, and shows the message', async () => {
    signInForTest(STUDENT);
    const api = chatApi(STUDENT.pvid, studentWorld());
    renderWithApi('/sg/chats?room=room-1', api);
    await within(await screen.findByRole('log')).findByText('Sure, 4 pm works.');
    const box = messageBox();
    fireEvent.change(box, { target: { value: 'See you then' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(api.calledWith('SendMessageToChatRoom')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(api.calledWith('SendMessageToChatRoom')).toHaveLength(1));
    expect(api.calledWith('SendMessageToChatRoom')[0]?.variables).toMatchObject({
      content: 'See you then',
      roomId: 'room-1',
      replyId: null,
      msgType: 'TEXT',
    });
    const log = screen.getByRole('log');
    const sent = (await within(log).findByText('See you then')).closest('li') as HTMLElement;
    expect(sent.dataset.side).toBe('own');
    expect(within(sent).getByRole('img', { name: 'Sent' }).textContent).toBe('✓');
    await waitFor(() => expect((messageBox() as HTMLTextAreaElement).value).toBe(''));
  });

  it('counts to 700 characters, refuses more, and shows the server’s reason when a send fails', async () => {
    signInForTest(STUDENT);
    const world = studentWorld();
    world.send = () => apiError('BAD_USER_INPUT', 'notChatMember', 'You are not a member of this chat');
    const api = chatApi(STUDENT.pvid, world);
    renderWithApi('/sg/chats?room=room-1', api);
    await within(await screen.findByRole('log')).findByText('Sure, 4 pm works.');
    fireEvent.change(messageBox(), { target: { value: 'a'.repeat(TEXT_LIMIT) } });
    expect(screen.getByText('700/700')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(messageBox(), { target: { value: 'a'.repeat(TEXT_LIMIT + 1) } });
    expect(screen.getByText('701/700')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please keep it under 700 characters');
    expect(screen.getByRole('button', { name: /Send/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(api.calledWith('SendMessageToChatRoom')).toHaveLength(0);

    fireEvent.change(messageBox(), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are not a member of this chat');
    expect((messageBox() as HTMLTextAreaElement).value).toBe('Hello?');
  });

  it('replies to a message: the quote shows above the box and in the sent message', async () => {
    signInForTest(STUDENT);
    const api = chatApi(STUDENT.pvid, studentWorld());
    renderWithApi('/sg/chats?room=room-1', api);
    await within(await screen.findByRole('log')).findByText('Sure, 4 pm works.');
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Reply to Siti Rahma’s message' })[1] as HTMLElement,
    );
    const form = messageBox().closest('form') as HTMLElement;
    expect(within(form).getByText('Replying to Siti Rahma')).toBeTruthy();
    expect(within(form).getByText('Sure, 4 pm works.')).toBeTruthy();
    fireEvent.change(messageBox(), { target: { value: 'Great, thanks' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    await waitFor(() => expect(api.calledWith('SendMessageToChatRoom')).toHaveLength(1));
    expect(api.calledWith('SendMessageToChatRoom')[0]?.variables).toMatchObject({ replyId: '3' });
    const sent = (await screen.findByText('Great, thanks')).closest('li') as HTMLElement;
    const quote = sent.querySelector('blockquote') as HTMLElement;
    expect(within(quote).getByText('Siti Rahma')).toBeTruthy();
    expect(within(quote).getByText('Sure, 4 pm works.')).toBeTruthy();
    await waitFor(() => expect(within(form).queryByText('Replying to Siti Rahma')).toBeNull());
  });

  it('shows a student the tutor’s quick questions; one tap sends it as an AUTO message', async () => {
    signInForTest(STUDENT);
    const world = studentWorld();
    world.autoMessages = ({ userId }) =>
      userId === 'user-1' ? [autoMessage('a1', 'user-1', 'What are your rates?')] : [];
    const api = chatApi(STUDENT.pvid, world);
    renderWithApi('/sg/chats?room=room-1', api);
    const group = await screen.findByRole('group', { name: 'Quick questions' });
    expect(api.calledWith('GetAutoMessages')[0]?.variables).toEqual({ userId: 'user-1' });
    expect(within(group).queryByRole('button', { name: /Manage/ })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'What are your rates?' }));
    await waitFor(() => expect(api.calledWith('SendMessageToChatRoom')).toHaveLength(1));
    expect(api.calledWith('SendMessageToChatRoom')[0]?.variables).toMatchObject({
      content: 'What are your rates?',
      msgType: 'AUTO',
    });
    const sent = (await within(screen.getByRole('log')).findByText('What are your rates?')).closest('li');
    expect(within(sent as HTMLElement).getByText('Quick question')).toBeTruthy();
  });

  it('lets a tutor send and manage their own quick replies', async () => {
    signInForTest(TUTOR);
    let saved = [autoMessage('a1', 'user-1', 'I teach online and at home.')];
    const world: World = {
      rooms: [chatRoom('room-1', 'user-9', question)],
      messages: { 'room-1': [question] },
      autoMessages: ({ userId }) => (userId === undefined ? saved : []),
    };
    const api = chatApi(TUTOR.pvid, world, {
      AddAutoMessage: ({ message }) => {
        const added = autoMessage(`a${saved.length + 1}`, 'user-1', String(message));
        saved = [...saved, added];
        return { data: { addAutoMessage: added } };
      },
      DeleteAutoMessage: ({ msgId }) => {
        saved = saved.filter((item) => item._id !== msgId);
        return {
          data: { deleteAutoMessage: { __typename: 'MutationResult', success: true, message: 'ok' } },
        };
      },
    });
    renderWithApi('/sg/chats?room=room-1', api);
    const group = await screen.findByRole('group', { name: 'Your quick replies' });
    expect(api.calledWith('GetAutoMessages')[0]?.variables).toEqual({});
    fireEvent.click(within(group).getByRole('button', { name: /Manage/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Quick replies')).toBeTruthy();
    expect(within(dialog).getByText('1 of 20 saved')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New quick reply' }), {
      target: { value: 'My rate is SG$40 an hour.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Add/ }));
    expect(await within(dialog).findByText('2 of 20 saved')).toBeTruthy();
    expect(api.calledWith('AddAutoMessage')[0]?.variables).toEqual({ message: 'My rate is SG$40 an hour.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete “I teach online and at home.”' }));
    expect(await within(dialog).findByText('1 of 20 saved')).toBeTruthy();
    expect(api.calledWith('DeleteAutoMessage')[0]?.variables).toEqual({ msgId: 'a1' });
    expect(within(group).getByRole('button', { name: 'My rate is SG$40 an hour.' })).toBeTruthy();
  });

  it('on a phone shows the list, then the room full width with a way back', async () => {
    setMobile(true);
    signInForTest(STUDENT);
    const view = renderWithApi('/sg/chats', chatApi(STUDENT.pvid, studentWorld()));
    fireEvent.click(await screen.findByRole('button', { name: /Siti Rahma/ }));
    expect(await screen.findByRole('log', { name: 'Messages with Siti Rahma' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to chats' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeTruthy();
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('shows live messages and read receipts, and catches up after a reconnect without duplicates', async () => {
    signInForTest(STUDENT);
    const world = studentWorld();
    const api = chatApi(STUDENT.pvid, world);
    renderWithApi('/sg/chats?room=room-1', api);
    const log = await screen.findByRole('log');
    await within(log).findByText('Sure, 4 pm works.');
    await waitFor(() => expect(api.listening('MessageSent')).toBe(1));
    await waitFor(() => expect(api.calledWith('ReadMessages')).toHaveLength(1));

    const live = chatMessage(4, 'user-1', 'Bring your workbook.');
    api.emit('MessageSent', { messageSent: live }, { roomId: 'room-1' });
    expect(await within(log).findByText('Bring your workbook.')).toBeTruthy();
    await waitFor(() => expect(api.calledWith('ReadMessages')).toHaveLength(2));
    expect(api.calledWith('ReadMessages')[1]?.variables).toEqual({ roomId: 'room-1', messages: ['4'] });

    fireEvent.change(messageBox(), { target: { value: 'Will do' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    const mine = (await within(log).findByText('Will do')).closest('li') as HTMLElement;
    expect(within(mine).getByRole('img', { name: 'Sent' })).toBeTruthy();
    api.emit('MessagesRead', {
      messagesRead: { __typename: 'ReadReceipt', roomId: 'room-1', readerId: 'user-1', messageIds: ['101'] },
    });
    await waitFor(() => expect(within(mine).getByRole('img', { name: 'Seen' })).toBeTruthy());

    // A count change (a message elsewhere) refreshes the list and the header badge alike.
    const listLoads = api.calledWith('GetUserChatRooms').length;
    api.emit('UnreadCountChanged', {
      unreadCountChanged: { __typename: 'UnreadCount', total: 4, roomId: 'room-2', unReadMsgs: 4 },
    });
    await waitFor(() => expect(api.calledWith('GetUserChatRooms').length).toBeGreaterThan(listLoads));
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: 'Chats' })).getByText('4')).toBeTruthy(),
    );

    // While the socket was down: message 5 went out; the live event for 4 may come twice.
    world.messages['room-1'] = [hello, question, unread, live, chatMessage(102, 'user-1', 'See you!')];
    act(() => announceWsReconnected());
    expect(await within(log).findByText('See you!')).toBeTruthy();
    const afterCalls = api.calledWith('GetRoomMessages').filter((call) => call.variables.after);
    expect(afterCalls[0]?.variables).toMatchObject({ roomId: 'room-1', after: '101' });
    api.emit('MessageSent', { messageSent: live }, { roomId: 'room-1' });
    expect(within(log).getAllByText('Bring your workbook.')).toHaveLength(1);
  });

  it('loads older messages above without losing the newer ones', async () => {
    signInForTest(STUDENT);
    const world = studentWorld();
    const older = [chatMessage(1, 'user-1', 'Older one'), chatMessage(2, 'user-9', 'Older two')];
    const newer = [chatMessage(10, 'user-1', 'Newest')];
    const api = chatApi(STUDENT.pvid, world, {
      GetRoomMessages: ({ before }) => (before ? page(older) : page(newer, true)),
    });
    renderWithApi('/sg/chats?room=room-1', api);
    const log = await screen.findByRole('log');
    await within(log).findByText('Newest');
    fireEvent.click(within(log).getByRole('button', { name: 'Load older messages' }));
    expect(await within(log).findByText('Older one')).toBeTruthy();
    expect(api.calledWith('GetRoomMessages').at(-1)?.variables).toMatchObject({ before: '10' });
    const texts = within(log)
      .getAllByRole('listitem')
      .flatMap((row) => (row.dataset.side ? [row.querySelector('p')?.textContent] : []));
    expect(texts).toEqual(['Older one', 'Older two', 'Newest']);
    expect(within(log).queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });
});
