// The shop's device-facing versions (§4 Startup and device, §7 Version file; issue 19): an admin
// bumps forceNewSettingsVersion (every device refetches its settings) or forceCacheClearVersion
// (every device clears its storage, workers and caches, then reloads) from the staff console.
import { z } from 'zod';
import { optionalToken } from './fields.ts';

export const SHOP_VERSION_BUMPS = ['settings', 'cache_clear'] as const;
export type ShopVersionBump = (typeof SHOP_VERSION_BUMPS)[number];

export const shopVersionBumpRequest = z.strictObject({
  token: optionalToken,
  bump: z.enum(SHOP_VERSION_BUMPS, "must be 'settings' or 'cache_clear'"),
});
