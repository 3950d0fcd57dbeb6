// The messages report (decision 0341): per period, each channel's messages sent and failed and
// those delivered, from the day counts; every day of the range has its row, empty ones too.
import { describe, expect, it } from 'vitest';
import { buildReport, type MessageGroup } from '../../../../src/domain/reports/reports.ts';

const groups: MessageGroup[] = [
  { day: '2026-11-02', channel: 'sms', status: 'sent', count: 40 },
  { day: '2026-11-02', channel: 'sms', status: 'delivered', count: 37 },
  { day: '2026-11-02', channel: 'sms', status: 'failed', count: 3 },
  { day: '2026-11-02', channel: 'email', status: 'sent', count: 5 },
  { day: '2026-11-04', channel: 'whatsapp', status: 'sent', count: 12 },
  { day: '2026-11-04', channel: 'whatsapp', status: 'failed', count: 1 },
  { day: '2026-11-10', channel: 'sms', status: 'sent', count: 8 },
];

describe('the messages report', () => {
  it('counts each day’s messages per channel, and totals the range', () => {
    const report = buildReport({
      kind: 'messages',
      range: { from: '2026-11-02', to: '2026-11-04' },
      grain: 'day',
      groups: groups.filter((group) => group.day <= '2026-11-04'),
    });
    expect(report.columns.map((column) => column.key)).toEqual([
      'period',
      'sms_sent',
      'sms_failed',
      'whatsapp_sent',
      'whatsapp_failed',
      'email_sent',
      'email_failed',
      'delivered',
    ]);
    expect(report.rows).toEqual([
      {
        period: '2 Nov 2026',
        sms_sent: 40,
        sms_failed: 3,
        whatsapp_sent: 0,
        whatsapp_failed: 0,
        email_sent: 5,
        email_failed: 0,
        delivered: 37,
      },
      {
        period: '3 Nov 2026',
        sms_sent: 0,
        sms_failed: 0,
        whatsapp_sent: 0,
        whatsapp_failed: 0,
        email_sent: 0,
        email_failed: 0,
        delivered: 0,
      },
      {
        period: '4 Nov 2026',
        sms_sent: 0,
        sms_failed: 0,
        whatsapp_sent: 12,
        whatsapp_failed: 1,
        email_sent: 0,
        email_failed: 0,
        delivered: 0,
      },
    ]);
    expect(report.totals).toMatchObject({ period: 'All days', sms_sent: 40, whatsapp_failed: 1, delivered: 37 });
  });

  it('adds the days of a week into its row', () => {
    const report = buildReport({
      kind: 'messages',
      range: { from: '2026-11-02', to: '2026-11-15' },
      grain: 'week',
      groups,
    });
    expect(report.rows).toHaveLength(2);
    expect(report.rows[0]).toMatchObject({ sms_sent: 40, whatsapp_sent: 12, sms_failed: 3 });
    expect(report.rows[1]).toMatchObject({ sms_sent: 8, whatsapp_sent: 0 });
  });
});
