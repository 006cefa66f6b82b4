/**
 * Expo's push service (https://docs.expo.dev/push-notifications/sending-notifications/): one POST of up to 100
 * messages answers one ticket per message, in order. A ticket's error says what became of that device:
 * DeviceNotRegistered means the app is gone from it (uninstalled, or its token replaced) and the token should be
 * forgotten; the others (MessageTooBig, MessageRateExceeded, MismatchSenderId, InvalidCredentials) are reported.
 * A request Expo did not take (no answer, 429, 5xx, or any other non-2xx) throws, for the job to try again later.
 */
import { z } from 'zod';
import type { PushContent } from './push-message.ts';

/** Expo takes at most 100 messages a request. */
export const EXPO_MESSAGES_PER_REQUEST = 100;

/** How long a request may take before it counts as failed (and the job tries again). */
const REQUEST_TIMEOUT_MS = 30_000;

export interface ExpoPushMessage extends PushContent {
  to: string;
  sound: 'default';
}

const ticketSchema = z.union([
  z.object({ status: z.literal('ok'), id: z.string().optional() }),
  z.object({
    status: z.literal('error'),
    message: z.string().optional(),
    details: z.object({ error: z.string().optional() }).loose().optional(),
  }),
]);
export type ExpoPushTicket = z.infer<typeof ticketSchema>;

const answerSchema = z.object({ data: z.array(ticketSchema) });

export interface ExpoPushOptions {
  url: string;
  /** Sent as a bearer token when the Expo project requires one (enhanced push security). */
  accessToken?: string | undefined;
  signal?: AbortSignal;
}

/** Posts the messages (in requests of 100) and answers one ticket per message, in the same order. */
export async function sendExpoPushMessages(
  messages: readonly ExpoPushMessage[],
  options: ExpoPushOptions,
): Promise<ExpoPushTicket[]> {
  const tickets: ExpoPushTicket[] = [];
  for (let start = 0; start < messages.length; start += EXPO_MESSAGES_PER_REQUEST) {
    const chunk = messages.slice(start, start + EXPO_MESSAGES_PER_REQUEST);
    tickets.push(...(await postChunk(chunk, options)));
  }
  return tickets;
}

async function postChunk(
  messages: readonly ExpoPushMessage[],
  options: ExpoPushOptions,
): Promise<ExpoPushTicket[]> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const response = await fetch(options.url, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
    },
    body: JSON.stringify(messages),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`Expo push service answered ${response.status}: ${text.slice(0, 300)}`);
  }
  const parsed = answerSchema.safeParse(safeJson(text));
  if (!parsed.success || parsed.data.data.length !== messages.length) {
    throw new Error(`Expo push service answered what is not one ticket per message: ${text.slice(0, 300)}`);
  }
  return parsed.data.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The ticket's error code ('DeviceNotRegistered', …), or null when Expo took the message. */
export function ticketError(ticket: ExpoPushTicket): string | null {
  if (ticket.status === 'ok') return null;
  return ticket.details?.error ?? 'Unknown';
}
