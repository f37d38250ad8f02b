import type { OutputRef } from '@pothos/core';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import type { Page } from './ops.shapes';

/** The console's page argument: 1 up to a bound no list reaches. */
export const staffPageSchema = z.number().int().min(1).max(10_000).default(1);

/** One page of a console list (reports, payouts, feedback): its items, how many there are in all, and where it is. */
export function staffPageType<Item>(name: string, itemType: OutputRef<Item>) {
  return builder.objectRef<Page<Item>>(name).implement({
    fields: (t) => ({
      items: t.field({
        type: [itemType],
        nullable: { list: false, items: true },
        resolve: (page) => [...page.items],
      }),
      total: t.exposeInt('total', { description: 'How many items the list holds: a count, not an amount.' }),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });
}
