/** The one way the web app talks to the server: JSON in, JSON out, errors as ApiError. */
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/idempotency';
import { newIdempotencyKey } from './idempotency-key';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;
  /** Seconds until a retry may succeed (from Retry-After), when the server says so. */
  readonly retryAfter: number | null;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: FieldErrors;
    retryAfter?: number | null;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.retryAfter = options.retryAfter ?? null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /**
   * A create the server runs at most once per Idempotency-Key: the request carries a key made for
   * this call, and is sent again with the same key when the answer is lost (a network failure) or
   * the server is briefly unavailable (502, 503, 504), so a retry never creates a second record.
   * The same create asked for again while the first is under way (a double click) joins the first.
   */
  idempotent?: boolean;
};

/** Pauses before the second and third try of an idempotent request, unless Retry-After says more. */
export const IDEMPOTENT_RETRY_DELAYS_MS = [1000, 3000];
const RETRY_AFTER_MAX_MS = 10_000;
const RETRIED_STATUSES = new Set([0, 502, 503, 504]);

export const buildUrl = (path: string, query?: RequestOptions['query']) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const parseRetryAfter = (header: string | null): number | null => {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
};

type ErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown } };

const toApiError = async (response: Response): Promise<ApiError> => {
  let body: ErrorBody | null = null;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    body = null;
  }
  const error = body?.error;
  return new ApiError({
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : `http_${response.status}`,
    message: typeof error?.message === 'string' ? error.message : response.statusText,
    fields: error?.fields && typeof error.fields === 'object' ? (error.fields as FieldErrors) : {},
    retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
  });
};

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

async function send<T>(
  path: string,
  options: RequestOptions,
  extraHeaders: Record<string, string>,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    signal: options.signal,
  };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: String(cause) });
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Fetches JSON from the server. The same paths serve the SPA to browser navigations, so every request
 * asks for JSON explicitly. Resolves to undefined for 204 responses.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.idempotent) return send<T>(path, options, {});
  const request = `${options.method ?? 'GET'} ${buildUrl(path, options.query)} ${JSON.stringify(options.body ?? null)}`;
  const running = createsUnderWay.get(request);
  if (running) return running as Promise<T>;
  const created = createOnce<T>(path, options).finally(() => createsUnderWay.delete(request));
  createsUnderWay.set(request, created);
  return created;
}

/** Idempotent requests under way, by method, URL and body. */
const createsUnderWay = new Map<string, Promise<unknown>>();

async function createOnce<T>(path: string, options: RequestOptions): Promise<T> {
  const key = { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await send<T>(path, options, key);
    } catch (error) {
      const delay = IDEMPOTENT_RETRY_DELAYS_MS[attempt];
      if (!(error instanceof ApiError) || !RETRIED_STATUSES.has(error.status) || delay === undefined) {
        throw error;
      }
      const asked = error.retryAfter === null ? 0 : error.retryAfter * 1000;
      await pause(Math.min(Math.max(delay, asked), RETRY_AFTER_MAX_MS), options.signal);
    }
  }
}
