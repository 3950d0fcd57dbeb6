// The console's reports (decision 0278): one report of a range of the shop's days, for the stores
// the member reaches (none named: all of them), for delivery, self-pickup or both.
import { z } from 'zod';
import { GRAINS, RANGE_PRESETS } from '../../reports/ranges.ts';
import { REPORT_KINDS, type ReportTable } from '../../reports/reports.ts';
import { id, optionalToken } from '../fields.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd)');

export const REPORT_MODES = ['all', 'DELIVERY', 'SELFPICKUP'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];

export const staffReportRequest = z.strictObject({
  token: optionalToken,
  report: z.enum(REPORT_KINDS),
  range: z.enum(RANGE_PRESETS),
  /** Only for a custom range: the first and last day, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** The stores to count; none: every store the member reaches. */
  store_ids: z.array(id).max(100).optional(),
  mode: z.enum(REPORT_MODES).optional(),
  grain: z.enum(GRAINS).optional(),
});
export type StaffReportInput = z.infer<typeof staffReportRequest>;

export interface StaffReportAnswer {
  report: ReportTable;
  /** The days counted (yyyy-mm-dd), both included. */
  from: string;
  to: string;
  /** The stores counted. */
  store_ids: number[];
}
