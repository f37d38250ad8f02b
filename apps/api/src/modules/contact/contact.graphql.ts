import { COUNTRY_CODES, MESSAGES, contactMessageSchema } from '@ajar/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { MutationResultType } from '../../graphql/mutation-result';
import { parseInput } from '../../kernel/domain-error';
import { sendContactMessage } from './contact.service';

const contactArgsSchema = contactMessageSchema.extend({
  country: z.enum(COUNTRY_CODES, { error: MESSAGES.unknownCountry }).nullish(),
});

builder.mutationField('sendContactMessage', (t) =>
  t.field({
    type: MutationResultType,
    description: `The contact page's form: mails the support team. Open to visitors. BAD_USER_INPUT names each wrong field; RATE_LIMITED (tooManyContactMessages) past the messages a client address may send in an hour.`,
    args: {
      name: t.arg.string({ required: true }),
      email: t.arg.string({ required: true, description: 'Where the team replies.' }),
      subject: t.arg.string({ required: true }),
      message: t.arg.string({ required: true }),
      country: t.arg.string({ description: 'The market the page was in: sg | id | my | ph | in | lk | us.' }),
    },
    resolve: async (_root, args, { deps, viewer, clientAddress }) => {
      const { country, ...message } = parseInput(contactArgsSchema, args);
      await sendContactMessage(
        deps,
        message,
        { country: viewer?.country ?? country ?? null, userId: viewer?.userId ?? null },
        clientAddress,
      );
      return { success: true, message: MESSAGES.contactMessageSent };
    },
  }),
);
