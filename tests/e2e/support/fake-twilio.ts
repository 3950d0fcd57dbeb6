// A local stand-in for Twilio's Messages API (decision 0336), as documented at
// https://www.twilio.com/docs/messaging/api/message-resource: POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP basic auth with the account SID and auth
// token (otherwise 401 and error 20003 "Authenticate"), a form-encoded body with To, Body and
// From or MessagingServiceSid (otherwise 400, error 21604 / 21602 / 21603); a To that is not
// E.164 gets 400 and error 21211. It answers 201 with the message resource (sid SM…, status
// 'queued'). `statusCallback` builds the signed form POST Twilio sends to a StatusCallback URL:
// X-Twilio-Signature = base64(HMAC-SHA1(auth token, URL + sorted name/value pairs)).
import { createHmac, randomBytes } from 'node:crypto';
import { type FakeProviderServer, type ForcedFailure, json, startFakeProviderServer } from './fake-message-provider.ts';

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
}

export interface FakeTwilio extends FakeProviderServer {
  accountSid: string;
  authToken: string;
  messages: FakeTwilioMessage[];
  /** The parameters and signature of a status callback for `sid` to `url`, as Twilio signs them. */
  statusCallback(
    url: string,
    sid: string,
    status: string,
    errorCode?: string,
  ): { params: URLSearchParams; signature: string };
}

/** Twilio's error resource. */
function twilioError(status: number, code: number, message: string) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

/** Twilio's documented answer to too many requests (error 20429), for `failNext`. */
export const TWILIO_TOO_MANY: ForcedFailure = { status: 429, body: twilioError(429, 20429, 'Too Many Requests') };

/** `fixed`: the account, token and port a shop was configured with before the fake started; by default random ones. */
export async function startFakeTwilio(
  fixed: { accountSid?: string; authToken?: string; port?: number } = {},
): Promise<FakeTwilio> {
  const accountSid = fixed.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = fixed.authToken ?? randomBytes(16).toString('hex');
  const messages: FakeTwilioMessage[] = [];
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const server = await startFakeProviderServer((request, res) => {
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      json(res, 401, twilioError(401, 20003, 'Authenticate'));
      return;
    }
    if (request.method !== 'POST' || request.path !== path) {
      json(res, 404, twilioError(404, 20404, `The requested resource ${request.path} was not found`));
      return;
    }
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      json(res, 400, twilioError(400, 21604, "A 'To' phone number is required."));
      return;
    }
    const form = new URLSearchParams(request.body);
    const to = form.get('To');
    const body = form.get('Body');
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    if (!to) return json(res, 400, twilioError(400, 21604, "A 'To' phone number is required."));
    if (!/^\+[1-9]\d{6,14}$/.test(to))
      return json(res, 400, twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`));
    if (!from && !service)
      return json(
        res,
        400,
        twilioError(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message."),
      );
    if (!body) return json(res, 400, twilioError(400, 21602, 'Message body is required.'));
    const message: FakeTwilioMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from,
      messagingServiceSid: service,
      body,
      statusCallback: form.get('StatusCallback'),
    };
    messages.push(message);
    json(res, 201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body,
      date_created: new Date().toUTCString(),
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: service,
      num_segments: '1',
      sid: message.sid,
      status: service ? 'accepted' : 'queued',
      to,
      uri: `${path.replace('.json', '')}/${message.sid}.json`,
    });
  }, fixed.port);
  return {
    ...server,
    accountSid,
    authToken,
    messages,
    statusCallback(url, sid, status, errorCode) {
      // In the order Twilio posts them, which is not the sorted order the signature uses.
      const params = new URLSearchParams({
        SmsSid: sid,
        SmsStatus: status,
        MessageStatus: status,
        To: '+919812345678',
        MessageSid: sid,
        AccountSid: accountSid,
        From: '+15005550006',
        ApiVersion: '2010-04-01',
      });
      if (errorCode) params.set('ErrorCode', errorCode);
      const names = [...params.keys()].sort();
      const signed = names.reduce((text, name) => `${text}${name}${params.get(name)}`, url);
      return { params, signature: createHmac('sha1', authToken).update(signed).digest('base64') };
    },
  };
}
