import type { ChatFile, ChatMessageReply } from "#contracts/chat.ts";
import { chatSocketErrors } from "#contracts/chat-rules.ts";

/** A message as the outbox sends it, every time with the same client id. */
export type OutboxMessage = { text: string; file: ChatFile | null; clientId: string };

/**
 * Sends one copy of a message and calls `done` once: with the server's reply, or with an error
 * when none came (the acknowledgement timed out, or the connection dropped first).
 */
export type OutboxSend = (
  message: OutboxMessage,
  done: (error: Error | null, reply?: ChatMessageReply) => void,
) => void;

/**
 * How long a message waits for its acknowledgement on an open connection before it is sent
 * again. A dropped connection does not wait for this: its messages go out after the next join.
 */
export const chatAckTimeoutMs = 10_000;

/**
 * A v4 UUID for a message. `crypto.randomUUID` exists only on secure pages (HTTPS, localhost);
 * a shop opened over plain HTTP on a LAN address builds one from `getRandomValues`.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The chat's messages from sending until the server acknowledges them: each gets a client id
 * and is sent again, with the same id, after every reconnect and after an acknowledgement that
 * does not come, until the server answers. The server stores one message per sender and client
 * id, so a copy of a message it already has is answered with the stored id and shown nowhere
 * twice. Sending waits for `open()` (the room joined), since the server refuses a message from a
 * connection that has not joined; a refusal is final and reported once through `onRefused`.
 */
export function createChatOutbox(options: {
  send: OutboxSend;
  onRefused: (error: string) => void;
  newId?: () => string;
}) {
  type Entry = { message: OutboxMessage; inFlight: boolean };
  // In the order written: a Map iterates in insertion order, so retries keep it.
  const entries = new Map<string, Entry>();
  let isOpen = false;

  const transmit = (entry: Entry): void => {
    entry.inFlight = true;
    options.send(entry.message, (error, reply) => {
      // Settled already (an earlier copy was answered): a later answer changes nothing.
      if (entries.get(entry.message.clientId) !== entry) return;
      entry.inFlight = false;
      if (error || !reply) {
        // Unanswered on a connection still open: again now. Dropped: after the next join.
        if (isOpen) transmit(entry);
        return;
      }
      // The copy reached a connection that had not joined yet (it was buffered while the old
      // one was dying): not a refusal of the message, which goes out again after the join.
      if (!reply.ok && reply.error === chatSocketErrors.notJoined) return;
      entries.delete(entry.message.clientId);
      if (!reply.ok) options.onRefused(reply.error);
    });
  };

  return {
    /** Takes a message, sends it now if the room is joined, and returns its client id. */
    add(text: string, file: ChatFile | null): string {
      const clientId = (options.newId ?? newClientId)();
      const entry: Entry = { message: { text, file, clientId }, inFlight: false };
      entries.set(clientId, entry);
      if (isOpen) transmit(entry);
      return clientId;
    },
    /** The room is joined (or the connection restored): every unanswered message goes out. */
    open(): void {
      isOpen = true;
      for (const entry of entries.values()) if (!entry.inFlight) transmit(entry);
    },
    /** The connection dropped: messages wait for the next `open()`. */
    close(): void {
      isOpen = false;
    },
    /** How many messages are still waiting for the server's answer. */
    get pending(): number {
      return entries.size;
    },
  };
}

export type ChatOutbox = ReturnType<typeof createChatOutbox>;
