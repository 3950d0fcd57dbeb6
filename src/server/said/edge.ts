// The API's own words, said at its edge whatever the call (api/dispatch.ts, the HTTP edge): a
// request it cannot read, a call that does not exist, an error of ours. One table of
// src/server/said.ts SAID; Marathi in seed/essentials/labels-said/edge.ts.
export const EDGE_WORDS = {
  saidInternal: 'Something went wrong on our side. Please try again.',
  saidShopUnavailable: 'The shop cannot answer just now. Please try again in a few seconds.',
  saidStartingUp: 'Starting up.',
  // A request the API cannot take (api/dispatch.ts): words for a client's developer.
  saidNoSuchCall: 'There is no API call {path}.',
  saidUsePost: 'Use POST with a JSON body.',
  saidCrossSite: 'Cross-site requests are not allowed.',
  saidSendJson: 'Send the request body as application/json.',
  saidBodyTooLarge: 'The request body is larger than {n} bytes.',
  saidBodyTooDeep: 'The request body nests deeper than {n} levels.',
  saidFieldTooDeep: 'nested deeper than {n} levels',
  saidBodyNotJson: 'The request body is not valid JSON.',
  saidFieldNotJson: 'invalid JSON',
  // A request its schema refuses: the first field and its line (a sentence of its own, or the schema's words).
  saidInvalidField: 'Invalid {field}: {line}',
  saidInvalidRequest: 'Invalid request.',
  saidFieldNotAccepted: 'is not accepted by this call',
  /**
   * A field that carries a value, not words (an order's status, the seconds to wait): the same in
   * every language. Values only: a line of words has a code of its own.
   */
  saidValue: '{value}',
  // Live screens (http/event-stream.ts)
  saidFollowWithGet: 'Follow a stream with GET.',
  saidNoSuchStream: 'There is no event stream {path}.',
  saidTooManyScreens: 'Too many live screens are open from here. Close one and try again.',
  // Payment providers' webhooks (http/payment-webhooks.ts)
  saidWebhookPost: 'Webhooks are POSTed.',
  saidWebhookTooLarge: 'The body is too large.',
  saidNoSuchProvider: 'No such payment provider.',
  // Sentences one after another (said.ts saidList)
  saidListJoin: '{first}; {rest}',
  saidFieldRequired: 'required',
  saidFieldUnknown: 'unknown',
  saidWentWrong: 'Something went wrong on our side.',
} as const;
