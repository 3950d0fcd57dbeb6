// A console page the member's role cannot use, opened by its address (decision 0322): the counter is
// sent to their queue and told, in their console language (decision 0345), that they do not have
// access to Stores, instead of being shown the queue as if nothing had happened.
import { expect, test } from '../fixtures.ts';
import { wordPattern } from '../helpers/console-words.ts';

test('a counter opening /staff/stores is told they do not have access', async ({ staffAs, say }) => {
  const { context, page } = await staffAs('counter', { viewport: { width: 1024, height: 768 } });
  await page.goto('/staff/stores');
  await expect(page).toHaveURL(/\/staff\?no_access=/);
  // The sentence around the page's name, which stands in bold.
  const [before, after] = say('consoleNoAccess', { role: say('consoleRoleCounter') }).split('{page}');
  const refused = page.getByRole('alert').filter({ hasText: wordPattern(`${before}${say('consoleTabStores')}`) });
  await expect(refused).toBeVisible();
  await expect(refused.getByText(say('consoleTabStores'), { exact: true })).toBeVisible();
  await expect(refused).toContainText(after ?? '');
  // The queue itself is there, without the message once the member moves on.
  await expect(page.getByRole('heading', { name: say('consoleQueueTitle'), level: 1 })).toBeVisible();
  await page.goto('/staff');
  await expect(page.getByRole('alert').filter({ hasText: wordPattern(after ?? '') })).toHaveCount(0);
  await context.close();
});
