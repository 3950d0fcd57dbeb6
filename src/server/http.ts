// The one way an endpoint talks HTTP: check the method's preconditions, parse the
// JSON body with a zod schema, call one service function, answer typed JSON.
// Bad input always gets a 4xx JSON error naming the field; a 500 is only ever a bug.
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { statusOfError, type ApiError, type ApiErrorBody, type Result } from '../domain/api/errors.ts';

/** Request bodies above this are refused before parsing (no endpoint needs more). */
export const MAX_BODY_BYTES = 64 * 1024;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export function errorResponse(error: ApiError, headers: Record<string, string> = {}): Response {
  const body: ApiErrorBody = { error };
  return json(body, statusOfError[error.code], headers);
}

function fieldsOf(issues: z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'body';
    fields[path] ??= issue.message;
  }
  return fields;
}

/** A state-changing call must come from our own pages (or a non-browser client without Origin). */
function sameOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

async function readJsonBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; error: ApiError }> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, error: { code: 'unsupported_media_type', message: 'Send the request body as application/json.' } };
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) {
    return { ok: false, error: { code: 'payload_too_large', message: `The request body is larger than ${MAX_BODY_BYTES} bytes.` } };
  }
  let raw: string;
  try {
    raw = await request.text();
  } catch {
    return { ok: false, error: { code: 'validation_failed', message: 'The request body could not be read.' } };
  }
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) {
    return { ok: false, error: { code: 'payload_too_large', message: `The request body is larger than ${MAX_BODY_BYTES} bytes.` } };
  }
  if (raw.trim() === '') return { ok: true, body: {} };
  try {
    return { ok: true, body: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, error: { code: 'validation_failed', message: 'The request body is not valid JSON.', fields: { body: 'invalid JSON' } } };
  }
}

export interface EndpointOptions {
  /** Changes state: the Origin must be ours. */
  mutates?: boolean;
}

export type EndpointContext = APIContext;

/**
 * Builds a POST endpoint: `export const POST = endpoint(schema, (input, ctx) => service(...))`.
 * The handler returns a service Result; its value is answered as JSON with 200.
 */
export function endpoint<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.output<S>, context: EndpointContext) => Promise<Result<T>>,
  options: EndpointOptions = {},
): APIRoute {
  return routedEndpoint(null, schema, (input, _params, context) => handler(input, context), options);
}

/** Like `endpoint`, for a route with path parameters (`/api/get-restaurant-info/[slug]`), validated too. */
export function routedEndpoint<P extends z.ZodType | null, S extends z.ZodType, T>(
  paramsSchema: P,
  schema: S,
  handler: (input: z.output<S>, params: P extends z.ZodType ? z.output<P> : null, context: EndpointContext) => Promise<Result<T>>,
  options: EndpointOptions = {},
): APIRoute {
  type Params = P extends z.ZodType ? z.output<P> : null;
  return async (context) => {
    const { request, url } = context;
    if (options.mutates && !sameOrigin(request, url)) {
      return errorResponse({ code: 'forbidden', message: 'Cross-site requests are not allowed.' });
    }
    let params = null as Params;
    if (paramsSchema) {
      const parsedParams = paramsSchema.safeParse(context.params);
      if (!parsedParams.success) return errorResponse(validationError(parsedParams.error.issues));
      params = parsedParams.data as Params;
    }
    const read = await readJsonBody(request);
    if (!read.ok) return errorResponse(read.error);
    const parsed = schema.safeParse(read.body);
    if (!parsed.success) return errorResponse(validationError(parsed.error.issues));
    try {
      const result = await handler(parsed.data, params, context);
      return result.ok ? json(result.value) : errorResponse(result.error);
    } catch (error) {
      console.error(`${request.method} ${url.pathname} failed:`, error);
      return errorResponse({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    }
  };
}

function validationError(issues: z.core.$ZodIssue[]): ApiError {
  const fields = fieldsOf(issues);
  const first = Object.entries(fields)[0];
  const message = first ? `Invalid ${first[0]}: ${first[1]}` : 'Invalid request.';
  return { code: 'validation_failed', message, fields };
}

/** Answers any method other than POST on a JSON endpoint. */
export const methodNotAllowed: APIRoute = () =>
  errorResponse({ code: 'method_not_allowed', message: 'Use POST with a JSON body.' }, { allow: 'POST' });
