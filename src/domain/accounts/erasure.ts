// Deleting a customer's account (decision 0330): the orders and their money stay for the tax
// records the CGST Act keeps for eight years (s.36, Rule 56), carrying an anonymous marker in place
// of the customer's name and address, and a place coarse enough to name no house but still the
// state and district a place of supply needs. Pure: the service applies it (services/accounts/erasure.ts).

/** The name an erased account's row keeps: orders still point at it, nobody can sign in to it. */
export const ERASED_NAME = 'Deleted account';
/** What an erased customer's orders say in place of the delivery address. */
export const ERASED_ADDRESS = 'Address removed at the customer’s request';

/** Two decimals of a degree: about 1.1 km, a locality, never a house (decision 0330). */
const PLACE_DECIMALS = 2;

/** A delivery point made coarse: the same state and district, no longer the door. */
export function coarsePoint(degrees: number | null): number | null {
  if (degrees === null) return null;
  const scale = 10 ** PLACE_DECIMALS;
  return Math.round(degrees * scale) / scale;
}

export type ErasureRefusal = 'wallet_not_empty' | 'order_running';

/**
 * Why an account cannot be deleted now, or null (decision 0330): money the shop still owes the
 * customer is paid out or spent first, and an order on its way keeps the address its rider needs.
 */
export function erasureRefusal(account: { walletPaise: number; runningOrders: number }): ErasureRefusal | null {
  if (account.walletPaise > 0) return 'wallet_not_empty';
  if (account.runningOrders > 0) return 'order_running';
  return null;
}
