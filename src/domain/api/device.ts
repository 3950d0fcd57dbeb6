// The shop's device-facing versions (§4 Startup and device, §7 Version file; decision 0248): an admin
// bumps forceNewSettingsVersion (every device refetches its settings) or forceCacheClearVersion
// (every device clears its storage, workers and caches, then reloads) from the staff console.
import { z } from 'zod';
import { BROADCAST_DEFAULT_LINK, BROADCAST_MESSAGE_MAX, BROADCAST_TITLE_MAX } from '../notifications/broadcast.ts';
import { localPath } from '../local-path.ts';
import { optionalToken, text } from './fields.ts';

export const SHOP_VERSION_BUMPS = ['settings', 'cache_clear'] as const;
export type ShopVersionBump = (typeof SHOP_VERSION_BUMPS)[number];

export const shopVersionBumpRequest = z.strictObject({
  token: optionalToken,
  bump: z.enum(SHOP_VERSION_BUMPS, "must be 'settings' or 'cache_clear'"),
});

/**
 * Staff broadcast (decision 0251): an admin's message to every customer, as an alert and a push. The
 * link is a path on this shop ("/category/fruits"), never another site; none (or blank) is the
 * customer's alerts.
 */
export const staffBroadcastRequest = z.strictObject({
  token: optionalToken,
  title: text(BROADCAST_TITLE_MAX).min(1, 'type a title'),
  message: text(BROADCAST_MESSAGE_MAX).min(1, 'type a message'),
  link: z
    .union([text(512), z.null()])
    .optional()
    .transform((link) => link || BROADCAST_DEFAULT_LINK)
    .refine(
      (link) => localPath(link, '') === link && !/\s/.test(link),
      'must be a path on this shop, such as /category/fruits',
    ),
  /**
   * The same message in the shop's other languages, by language code (decision 0295): a customer
   * reading in one of them gets these words. A language left blank is said in English.
   */
  translations: z
    .record(
      z.string().regex(/^[a-z]{2,3}$/, 'must be a language code'),
      z.strictObject({ title: text(BROADCAST_TITLE_MAX).optional(), message: text(BROADCAST_MESSAGE_MAX).optional() }),
    )
    .optional(),
});

export interface StaffBroadcastAnswer {
  /** How many customers got the alert (every account that is not banned). */
  sent_to: number;
}
