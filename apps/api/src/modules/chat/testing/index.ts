/**
 * The chat area's testing face: what other areas' tests use to arrange a world and check it.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
export { ADD_AUTO, CREATE_ROOM, GET_MESSAGES, SEND } from './chat-test-helpers';
