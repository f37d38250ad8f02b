import { MESSAGES } from '@ajar/domain';

/** Every one of the spec's texts in English: the `messages` namespace, loaded apart from the shell. */
export const messagesEn: { readonly [key: string]: string } = MESSAGES;
