// A local stand-in for MSG91's Flow API (decision 0336), as documented at
// https://docs.msg91.com/sms/send-sms: POST /api/v5/flow with the `authkey` header (otherwise
// 401 { type: 'error', message: 'AuthenticationFailure', code: '401' }), a JSON body with
// template_id (a template it knows, otherwise { type: 'error', message: 'Invalid template id' }),
// sender and recipients [{ mobiles: '91…', VAR1, … }] carrying every variable the template has.
// It answers { type: 'success', message: <request id> }. `report` builds MSG91's v2 delivery
// report (form-encoded `data`, https://msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url).
import { randomBytes } from 'node:crypto';
import { type FakeProviderServer, json, startFakeProviderServer } from './fake-message-provider.ts';

export interface FakeMsg91Sms {
  requestId: string;
  templateId: string;
  sender: string;
  mobiles: string;
  variables: Record<string, string>;
}

export interface FakeMsg91 extends FakeProviderServer {
  authKey: string;
  messages: FakeMsg91Sms[];
  /** The form body of a v2 delivery report for a request (status 1 delivered, 2 failed, …). */
  report(requestId: string, status: string, desc: string): string;
}

/** `templates`: MSG91 template id → the number of variables (VAR1…) it was registered with. */
export async function startFakeMsg91(templates: Readonly<Record<string, number>>): Promise<FakeMsg91> {
  const authKey = `${randomBytes(12).toString('hex')}A1`;
  const messages: FakeMsg91Sms[] = [];
  const server = await startFakeProviderServer((request, res) => {
    if (request.headers.authkey !== authKey)
      return json(res, 401, { type: 'error', message: 'AuthenticationFailure', code: '401' });
    if (request.method !== 'POST' || request.path !== '/api/v5/flow')
      return json(res, 404, { type: 'error', message: 'Not found' });
    let body: { template_id?: unknown; sender?: unknown; recipients?: unknown };
    try {
      body = JSON.parse(request.body) as typeof body;
    } catch {
      return json(res, 400, { type: 'error', message: 'Invalid JSON' });
    }
    const variables = typeof body.template_id === 'string' ? templates[body.template_id] : undefined;
    if (variables === undefined) return json(res, 200, { type: 'error', message: 'Invalid template id' });
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Record<string, unknown>[]) : [];
    const recipient = recipients[0];
    if (recipients.length !== 1 || recipient === undefined || !/^91\d{10}$/.test(String(recipient.mobiles)))
      return json(res, 200, { type: 'error', message: 'Mobile number not found' });
    const values: Record<string, string> = {};
    for (let index = 1; index <= variables; index += 1) {
      const value = recipient[`VAR${index}`];
      if (typeof value !== 'string') return json(res, 200, { type: 'error', message: `VAR${index} is missing` });
      values[`VAR${index}`] = value;
    }
    const requestId = randomBytes(12).toString('hex');
    messages.push({
      requestId,
      templateId: body.template_id as string,
      sender: String(body.sender),
      mobiles: String(recipient.mobiles),
      variables: values,
    });
    json(res, 200, { type: 'success', message: requestId });
  });
  return {
    ...server,
    authKey,
    messages,
    report(requestId, status, desc) {
      const sms = messages.find((message) => message.requestId === requestId);
      const data = [
        {
          senderId: sms?.sender ?? '',
          requestId,
          report: [
            {
              date: '2026-11-29 07:06:20',
              number: sms?.mobiles ?? '',
              status,
              desc,
              failedReason: status === '1' ? '' : desc,
            },
          ],
          userId: '270001',
          campaignName: 'API',
        },
      ];
      return new URLSearchParams({ data: JSON.stringify(data) }).toString();
    },
  };
}
