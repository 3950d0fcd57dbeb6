// What the outbox hands a provider, and what a provider answers (decision 0335). A transport is one
// provider's adapter for one channel: it sends one message over the provider's own documented API
// and says whether the provider took it, and if not whether trying again later can help. It keeps
// no state of its own between messages: the outbox (the database) holds what is due, sent, delivered
// or failed.

/** The ways a message reaches a person. */
export type Channel = 'sms' | 'whatsapp' | 'email';

export interface OutgoingMessage {
  /** The outbox row's id: the provider gets it as its reference where it takes one, so a receipt finds the row. */
  id: number;
  channel: Channel;
  /** A phone number in E.164 (+91…) for SMS and WhatsApp, an e-mail address for e-mail. */
  to: string;
  /** What the message is ('otp', 'reset-code', 'order-accepted', …): picks the provider's template. */
  kind: string;
  /** The customer's language ('en', 'mr'): WhatsApp templates are registered per language. */
  language: string;
  /** The whole text, in the customer's language with the shop's name, as the words table says it. */
  text: string;
  /** E-mail only: the subject line, and an HTML body beside the plain text. */
  subject?: string | undefined;
  html?: string | undefined;
  /**
   * The template's variables in order (DLT and WhatsApp templates are registered with numbered
   * variables): e.g. the code, or the order number and the shop's name.
   */
  params: readonly string[];
}

export type SendResult =
  /** The provider took it; `providerId` is its own id of the message, which its status receipts carry. */
  | { ok: true; providerId: string }
  /**
   * The provider did not take it. `retry`: whether trying again later can help (a timeout, 429, 5xx);
   * false for what will fail the same way (a wrong number, an unknown template, bad credentials).
   */
  | { ok: false; retry: boolean; error: string };

export interface Transport {
  /** The provider's name as the console and the logs show it ('msg91', 'twilio', 'whatsapp-cloud', 'smtp', 'webhook', 'log'). */
  provider: string;
  channel: Channel;
  send(message: OutgoingMessage): Promise<SendResult>;
}

/** A delivery receipt from a provider's status webhook, once its signature is verified. */
export interface DeliveryReceipt {
  provider: string;
  providerId: string;
  status: 'sent' | 'delivered' | 'failed';
  /** The provider's words on a failure (its error code and reason). */
  error?: string | undefined;
}
