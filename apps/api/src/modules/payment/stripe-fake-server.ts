import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Stripe's API, for tests: the real `stripe` package talks to it over HTTP (STRIPE_API_URL).
 * It creates Checkout Sessions as Stripe does (form-encoded body, Idempotency-Key honoured: the same key
 * returns the same session, another body under it is an idempotency_error) and records every request.
 */

export interface FakeStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | undefined;
  readonly authorization: string | undefined;
  /** The form body, flat as sent: `line_items[0][price_data][unit_amount]` → '33881'. */
  readonly form: Readonly<Record<string, string>>;
}

export interface FakeCheckoutSession {
  readonly id: string;
  readonly object: 'checkout.session';
  readonly url: string;
  readonly mode: 'payment';
  readonly status: 'open';
  readonly payment_status: 'unpaid';
  readonly payment_method_types: readonly string[];
  readonly amount_total: number;
  readonly currency: string;
  readonly client_reference_id: string | null;
  readonly customer_email: string | null;
  readonly success_url: string | null;
  readonly cancel_url: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  readonly livemode: false;
}

export interface FakeStripeServer {
  /** http://127.0.0.1:<port>, for STRIPE_API_URL. */
  readonly url: string;
  /** Every request received, oldest first (a network retry shows up twice). */
  readonly requests: readonly FakeStripeRequest[];
  /** The sessions created, by id. */
  session(id: string): FakeCheckoutSession | undefined;
  /** The next `times` requests answer `status` with a Stripe error body (e.g. 500: the package retries it). */
  failNext(times: number, status: number): void;
  close(): Promise<void>;
}

const SESSION_PATH = '/v1/checkout/sessions';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId(), ...headers });
  response.end(JSON.stringify(body));
}

const requestId = () => `req_${randomBytes(8).toString('hex')}`;
const stripeError = (type: string, message: string) => ({ error: { type, message } });

function sessionOf(form: Readonly<Record<string, string>>): FakeCheckoutSession {
  const id = `cs_test_${randomBytes(24).toString('base64url')}`;
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  const unit = Number(form['line_items[0][price_data][unit_amount]'] ?? 0);
  const quantity = Number(form['line_items[0][quantity]'] ?? 1);
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    payment_method_types: ['card'],
    amount_total: unit * quantity,
    currency: form['line_items[0][price_data][currency]'] ?? '',
    client_reference_id: form['client_reference_id'] ?? null,
    customer_email: form['customer_email'] ?? null,
    success_url: form['success_url'] ?? null,
    cancel_url: form['cancel_url'] ?? null,
    metadata,
    livemode: false,
  };
}

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const byKey = new Map<string, { body: string; session: FakeCheckoutSession }>();
  let failures: { times: number; status: number } = { times: 0, status: 500 };

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const form = Object.fromEntries(new URLSearchParams(body));
      const path = (request.url ?? '').split('?')[0] ?? '';
      const idempotencyKey = header('idempotency-key');
      requests.push({
        method: request.method ?? '',
        path,
        idempotencyKey,
        authorization: header('authorization'),
        form,
      });
      if (failures.times > 0) {
        failures = { ...failures, times: failures.times - 1 };
        return send(response, failures.status, stripeError('api_error', 'The fake was told to fail.'));
      }
      if (!header('authorization')?.startsWith('Bearer sk_'))
        return send(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
      if (request.method !== 'POST' || path !== SESSION_PATH)
        return send(
          response,
          404,
          stripeError('invalid_request_error', `Unrecognized request URL (${path}).`),
        );
      const earlier = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (earlier) {
        if (earlier.body !== body)
          return send(
            response,
            400,
            stripeError(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters.',
            ),
          );
        return send(response, 200, earlier.session, { 'idempotent-replayed': 'true' });
      }
      const session = sessionOf(form);
      sessions.set(session.id, session);
      if (idempotencyKey) byKey.set(idempotencyKey, { body, session });
      return send(response, 200, session);
    })().catch((error: unknown) => send(response, 500, stripeError('api_error', String(error))));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    session: (id) => sessions.get(id),
    failNext: (times, status) => {
      failures = { times, status };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
