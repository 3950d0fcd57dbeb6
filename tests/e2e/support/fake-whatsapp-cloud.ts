// A local stand-in for the WhatsApp Business Cloud API (decision 0336), as documented at
// https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages: POST
// /{version}/{phone number id}/messages with `Authorization: Bearer <token>` (otherwise 401 and
// the Graph error { error: { message, type: 'OAuthException', code: 190, fbtrace_id } }), a JSON
// body with messaging_product 'whatsapp', `to`, type 'template' and template { name, language:
// { code }, components }; a template it does not know in that language gets 404 and error 132001
// ("Template name does not exist in the translation"), a body parameter count other than the
// template's gets 400 and error 132000. It answers 200 { messaging_product, contacts: [{ input,
// wa_id }], messages: [{ id: 'wamid.…' }] }. `statusWebhook` builds the signed status webhook
// (X-Hub-Signature-256 = sha256= hex HMAC-SHA256 of the body with the app secret).
import { createHmac, randomBytes } from 'node:crypto';
import { type FakeProviderServer, json, startFakeProviderServer } from './fake-message-provider.ts';

export interface FakeWhatsappTemplate {
  name: string;
  language: string;
  /** How many body variables ({{1}}, {{2}}, …) it was approved with. */
  variables: number;
}

export interface FakeWhatsappMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
}

export interface FakeWhatsappCloud extends FakeProviderServer {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  version: string;
  messages: FakeWhatsappMessage[];
  /** A status webhook's raw body and its X-Hub-Signature-256, for one message's statuses. */
  statusWebhook(statuses: readonly { id: string; status: string; errorCode?: number }[]): {
    body: string;
    signature: string;
  };
}

function graphError(code: number, message: string, type = 'OAuthException') {
  return { error: { message, type, code, fbtrace_id: randomBytes(8).toString('base64url') } };
}

/** Meta's answer to a burst above the number's throughput (error 130429, HTTP 400), for `failNext`. */
export const WHATSAPP_RATE_LIMITED = { status: 400, body: graphError(130429, '(#130429) Rate limit hit') };

interface TemplateBody {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
}

export async function startFakeWhatsappCloud(templates: readonly FakeWhatsappTemplate[]): Promise<FakeWhatsappCloud> {
  const token = `EAAG${randomBytes(24).toString('hex')}`;
  const phoneNumberId = '106540352242922';
  const appSecret = randomBytes(16).toString('hex');
  const version = 'v23.0';
  const messages: FakeWhatsappMessage[] = [];
  const server = await startFakeProviderServer((request, res) => {
    if (request.headers.authorization !== `Bearer ${token}`)
      return json(res, 401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
    if (request.method !== 'POST' || request.path !== `/${version}/${phoneNumberId}/messages`)
      return json(res, 400, graphError(100, 'Unsupported post request.', 'GraphMethodException'));
    let body: TemplateBody;
    try {
      body = JSON.parse(request.body) as TemplateBody;
    } catch {
      return json(res, 400, graphError(100, 'Invalid parameter'));
    }
    if (body.messaging_product !== 'whatsapp')
      return json(res, 400, graphError(100, 'The parameter messaging_product is required.'));
    if (typeof body.to !== 'string' || !/^\+?[1-9]\d{6,14}$/.test(body.to))
      return json(res, 400, graphError(100, 'Invalid parameter: to'));
    if (body.type !== 'template') return json(res, 400, graphError(100, 'Invalid parameter: type'));
    const name = body.template?.name;
    const language = body.template?.language?.code;
    const template = templates.find((t) => t.name === name && t.language === language);
    if (template === undefined)
      return json(res, 404, graphError(132001, '(#132001) Template name does not exist in the translation'));
    const bodyComponent = body.template?.components?.find((component) => component.type === 'body');
    const params = (bodyComponent?.parameters ?? []).map((parameter) =>
      parameter.type === 'text' && typeof parameter.text === 'string' ? parameter.text : null,
    );
    if (params.length !== template.variables || params.some((param) => param === null))
      return json(
        res,
        400,
        graphError(132000, '(#132000) Number of parameters does not match the expected number of params'),
      );
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    messages.push({
      id,
      to: body.to,
      template: template.name,
      language: template.language,
      params: params as string[],
    });
    json(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to.replace(/^\+/, '') }],
      messages: [{ id, message_status: 'accepted' }],
    });
  });
  return {
    ...server,
    token,
    phoneNumberId,
    appSecret,
    version,
    messages,
    statusWebhook(statuses) {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '102290129340398',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
                  statuses: statuses.map(({ id, status, errorCode }) => ({
                    id,
                    status,
                    timestamp,
                    recipient_id: '919812345678',
                    ...(errorCode === undefined
                      ? {}
                      : {
                          errors: [
                            {
                              code: errorCode,
                              title: 'Message undeliverable',
                              message: 'Message undeliverable',
                              error_data: { details: 'Message failed to send.' },
                            },
                          ],
                        }),
                  })),
                },
              },
            ],
          },
        ],
      });
      return { body, signature: `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}` };
    },
  };
}
