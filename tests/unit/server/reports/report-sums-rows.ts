// The reports' summary tables as the tests compare them (decision 0298): each table's rows with
// something in them, as sorted text of their keys and sums (the least line id left out, which a
// recomputation need not pick the same).
import { SUM_TABLES } from '../../../../src/server/db/report-sums.ts';
import type { TestShop } from '../harness.ts';

export async function summaryRows(shop: TestShop): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of SUM_TABLES) {
    const rows = await shop.db.selectFrom(table.name).selectAll().execute();
    tables[table.name] = rows
      .map((row) => {
        const values = row as Record<string, unknown>;
        return {
          key: table.keys.map((key) => String(values[key])),
          sums: table.sums.map((sum) => Number(values[sum])),
        };
      })
      .filter((row) => row.sums.some((value) => value !== 0))
      .map((row) => [...row.key, ...row.sums].join(' | '))
      .sort();
  }
  return tables;
}
