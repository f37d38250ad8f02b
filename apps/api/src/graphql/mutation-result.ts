import { builder } from './builder';

export interface MutationResult {
  readonly success: boolean;
  readonly message: string;
}

/** The answer of a mutation that only says it worked, shared by every area. */
export const MutationResultType = builder.objectRef<MutationResult>('MutationResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    message: t.exposeString('message'),
  }),
});
