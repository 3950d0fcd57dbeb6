// A day of the week's console word (decision 0345), by its number from Sunday as
// domain/stores/opening-hours.ts counts them.
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';

const DAY_WORDS = [
  'consoleStoreDay0',
  'consoleStoreDay1',
  'consoleStoreDay2',
  'consoleStoreDay3',
  'consoleStoreDay4',
  'consoleStoreDay5',
  'consoleStoreDay6',
] as const satisfies readonly ConsoleWordKey[];

export function dayWord(weekday: number): ConsoleWordKey {
  return DAY_WORDS[weekday] ?? 'consoleStoreDay0';
}
