// A role's word key, apart from the console's words themselves: an island that names roles
// imports this alone and not every group of words (their English is the page's to send).
import type { ConsoleWordKey } from '../console-words.ts';
import type { StaffRole } from '../permissions.ts';

/** A role's name among the console's words. */
export function roleWordKey(role: StaffRole): ConsoleWordKey {
  return `consoleRole${role.charAt(0).toUpperCase()}${role.slice(1)}` as ConsoleWordKey;
}
