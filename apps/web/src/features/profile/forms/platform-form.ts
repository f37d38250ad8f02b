import { otherPlatformItemSchema } from '@ajar/domain';
import type { z } from 'zod';

/** Other platform: the domain's rules (a platform from the list, an http(s) link). */
export const platformFormSchema = otherPlatformItemSchema.pick({ otherPlatformPvid: true, link: true });

export type PlatformFormValues = z.input<typeof platformFormSchema>;
