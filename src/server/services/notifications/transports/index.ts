// Which transport each channel sends through, from the configuration: a provider where one is
// configured (decision 0336: MSG91 or Twilio for SMS, SMTP for e-mail, the WhatsApp Cloud API), else
// the webhook where its URL is set, else the log. Without a WhatsApp provider its messages fail
// with that said.
import type { MessageProviderConfig } from '../../../config.ts';
import type { Transports } from '../outbox.ts';
import { transportsFromEnv } from './from-env.ts';
import { logTransport } from './log.ts';
import { webhookTransport } from './webhook.ts';

export function createTransports(
  config: MessageProviderConfig & {
    SMS_WEBHOOK_URL?: string | undefined;
    EMAIL_WEBHOOK_URL?: string | undefined;
  },
): Transports {
  const { SMS_WEBHOOK_URL: smsUrl, EMAIL_WEBHOOK_URL: emailUrl } = config;
  const providers = transportsFromEnv(config);
  const provider = (channel: 'sms' | 'email' | 'whatsapp') => providers.find((one) => one.channel === channel);
  return {
    sms: provider('sms') ?? (smsUrl ? webhookTransport('sms', smsUrl) : logTransport('sms')),
    email: provider('email') ?? (emailUrl ? webhookTransport('email', emailUrl) : logTransport('email')),
    ...(provider('whatsapp') ? { whatsapp: provider('whatsapp') } : {}),
  };
}
