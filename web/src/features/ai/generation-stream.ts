import type {
  AccountType,
  Generation,
  GenerationBrief,
  GenerationVariant,
} from "@cadence/contracts";
import { ApiError, errorEnvelope, normaliseFailure } from "../../lib/api";

/** Why the server tries the endpoint once more: a 429 within the wait it accepts, or a 5xx. */
export type RetryReason = "rate_limited" | "server_error";

/** One server-sent event of a generation. */
export type GenerationEvent =
  | { event: "started"; data: { stream: string } }
  | { event: "stopped"; data: { network: AccountType; post: number } }
  | {
      event: "token";
      data: { network: AccountType; post: number; text: string };
    }
  | { event: "variant"; data: GenerationVariant }
  | {
      event: "failed";
      data: { network: AccountType; post: number; message: string };
    }
  | {
      event: "retrying";
      data: {
        network: AccountType;
        post: number;
        seconds: number;
        reason: RetryReason;
      };
    }
  | { event: "error"; data: { message: string } }
  | { event: "done"; data: Generation };

/** Splits a chunked event stream into events; what is left after the last blank line waits for the next chunk. */
export function parseEvents(buffer: string): {
  events: GenerationEvent[];
  rest: string;
} {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? "";
  const events: GenerationEvent[] = [];
  for (const block of blocks) {
    const event = /^event: ?(.*)$/m.exec(block)?.[1];
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.replace(/^data: ?/, ""))
      .join("\n");
    if (!event || !data) continue;
    try {
      events.push({ event, data: JSON.parse(data) } as GenerationEvent);
    } catch {
      // A malformed event is skipped; the stream goes on.
    }
  }
  return { events, rest };
}

/**
 * Sends a brief and calls `onEvent` for each event as it arrives (fetch and a stream reader, so
 * the answer shows token by token). Aborting `signal` closes the connection, which stops the
 * endpoint's call on the server. A refusal before the stream starts rejects with an ApiError.
 */
export async function streamGeneration(
  brief: GenerationBrief,
  token: string | null | undefined,
  language: string,
  onEvent: (event: GenerationEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const path = "/api/ai/generations";
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        "Accept-Language": language,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(brief),
      signal,
    });
  } catch {
    if (signal.aborted) return;
    throw new ApiError(
      errorEnvelope(0, "No response from the server", path, "NETWORK_ERROR"),
    );
  }
  if (!response.ok || !response.body)
    throw new ApiError(
      normaliseFailure(response.status, await response.text(), path),
    );
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const parsed = parseEvents(buffer + value);
      buffer = parsed.rest;
      for (const event of parsed.events) onEvent(event);
    }
  } catch {
    if (!signal.aborted)
      throw new ApiError(
        errorEnvelope(
          0,
          "The connection was lost before the answer ended",
          path,
          "NETWORK_ERROR",
        ),
      );
  }
}

/** A card of the generator: one post for one network, as it streams and after. */
export interface VariantCard {
  key: string;
  network: AccountType;
  post: number;
  /** The text so far (streamed), then the first part once shaped. */
  text: string;
  thread: string[];
  issues: string[];
  /** incomplete: the endpoint's answer broke off (what arrived is kept, never offered as ready). */
  state: "waiting" | "streaming" | "done" | "incomplete" | "stopped" | "failed";
  /** Why the card is incomplete or failed, in the server's words. */
  reason?: string;
  /** While waiting: the endpoint's call is tried again after this wait. */
  retry?: { seconds: number; reason: RetryReason };
}

export const cardKey = (network: AccountType, post: number) =>
  `${network}:${post}`;

/** Empty cards for every post of every network, in the order the server answers them. */
export function plannedCards(
  networks: readonly AccountType[],
  posts: number,
): VariantCard[] {
  return networks.flatMap((network) =>
    Array.from({ length: posts }, (_, i) => ({
      key: cardKey(network, i + 1),
      network,
      post: i + 1,
      text: "",
      thread: [],
      issues: [],
      state: "waiting" as const,
    })),
  );
}

/** The cards after one event; a card stopped by the user keeps what it had (the server stops its call too). */
export function applyEvent(
  cards: readonly VariantCard[],
  event: GenerationEvent,
): VariantCard[] {
  if (event.event === "token") {
    const key = cardKey(event.data.network, event.data.post ?? 1);
    return cards.map((card) =>
      card.key === key &&
      (card.state === "waiting" || card.state === "streaming")
        ? { ...card, text: card.text + event.data.text, state: "streaming" }
        : card,
    );
  }
  if (event.event === "retrying") {
    const key = cardKey(event.data.network, event.data.post);
    const { seconds, reason } = event.data;
    return cards.map((card) =>
      card.key === key ? { ...card, retry: { seconds, reason } } : card,
    );
  }
  if (event.event === "stopped") {
    const key = cardKey(event.data.network, event.data.post);
    return cards.map((card) =>
      card.key === key ? { ...card, state: "stopped" } : card,
    );
  }
  if (event.event === "variant") {
    const key = cardKey(event.data.network, event.data.post ?? 1);
    const { incomplete } = event.data;
    return cards.map((card) =>
      card.key === key && card.state !== "stopped"
        ? {
            ...card,
            text: event.data.text,
            thread: event.data.thread,
            issues: event.data.issues,
            ...(incomplete
              ? { state: "incomplete" as const, reason: incomplete }
              : { state: "done" as const }),
          }
        : card,
    );
  }
  if (event.event === "failed") {
    // This network's call failed: its posts still waiting fail with the reason; the next network goes on.
    return cards.map((card) =>
      card.network === event.data.network &&
      (card.state === "waiting" || card.state === "streaming")
        ? { ...card, state: "failed", reason: event.data.message }
        : card,
    );
  }
  if (event.event === "done" || event.event === "error") {
    const failed = event.event === "error" || event.data.status === "failed";
    return cards.map((card) =>
      card.state === "waiting" || card.state === "streaming"
        ? { ...card, state: failed ? "failed" : "stopped" }
        : card,
    );
  }
  return [...cards];
}
