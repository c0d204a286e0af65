import { webcrypto } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessageReply } from "#contracts/chat.ts";
import { chatMessageInputSchema } from "#contracts/chat.ts";
import { chatRefusals, chatSocketErrors } from "#contracts/chat-rules.ts";
import { createChatOutbox, newClientId, type OutboxMessage } from "./chat-outbox.ts";

type Sent = {
  message: OutboxMessage;
  done: (error: Error | null, reply?: ChatMessageReply) => void;
};

/** An outbox over a recording transport: every copy it sends, to answer by hand. */
function outboxWithLog() {
  const sent: Sent[] = [];
  const refused: string[] = [];
  let ids = 0;
  const outbox = createChatOutbox({
    send: (message, done) => sent.push({ message, done }),
    onRefused: (error) => refused.push(error),
    newId: () => {
      ids += 1;
      return `id-${ids}`;
    },
  });
  return { outbox, sent, refused };
}

const stored = (messageId: string): ChatMessageReply => ({ ok: true, messageId });

afterEach(() => vi.unstubAllGlobals());

describe("chat outbox", () => {
  it("sends once the room is joined, in the order written, each with its own client id", () => {
    const { outbox, sent } = outboxWithLog();
    expect(outbox.add("first", null)).toBe("id-1");
    outbox.add("second", null);
    expect(sent).toEqual([]);
    outbox.open();
    expect(sent.map((copy) => copy.message)).toEqual([
      { text: "first", file: null, clientId: "id-1" },
      { text: "second", file: null, clientId: "id-2" },
    ]);
    outbox.add("third", null);
    expect(sent.at(-1)?.message.text).toBe("third");
  });

  it("forgets a message the server stored, and reports a refusal once", () => {
    const { outbox, sent, refused } = outboxWithLog();
    outbox.open();
    outbox.add("gg", null);
    outbox.add("selling 600 UC", null);
    sent[0]?.done(null, stored("m1"));
    sent[1]?.done(null, { ok: false, error: chatRefusals.rateLimited });
    expect(outbox.pending).toBe(0);
    expect(refused).toEqual([chatRefusals.rateLimited]);
    // Nothing goes out again after a reconnect.
    outbox.close();
    outbox.open();
    expect(sent).toHaveLength(2);
  });

  it("sends what a dropped connection left unanswered again after the next join, same id", () => {
    const { outbox, sent } = outboxWithLog();
    outbox.open();
    outbox.add("typed during a restart", null);
    outbox.add("and another", null);
    // The connection drops before any answer: Socket.IO fails both acknowledgements.
    outbox.close();
    sent[0]?.done(new Error("socket has been disconnected"));
    sent[1]?.done(new Error("socket has been disconnected"));
    expect(sent).toHaveLength(2);
    outbox.open();
    expect(sent.slice(2).map((copy) => copy.message)).toEqual([sent[0]?.message, sent[1]?.message]);
    sent[2]?.done(null, stored("m1"));
    sent[3]?.done(null, stored("m2"));
    expect(outbox.pending).toBe(0);
  });

  it("sends again when an acknowledgement does not come on an open connection", () => {
    const { outbox, sent, refused } = outboxWithLog();
    outbox.open();
    outbox.add("slow", null);
    sent[0]?.done(new Error("operation has timed out"));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.message).toEqual(sent[0]?.message);
    sent[1]?.done(null, stored("m1"));
    // A late answer to a settled message changes nothing.
    sent[0]?.done(null, { ok: false, error: chatRefusals.repeated });
    expect(refused).toEqual([]);
    expect(outbox.pending).toBe(0);
  });

  it("does not send a message twice on one join while its copy is on its way", () => {
    const { outbox, sent } = outboxWithLog();
    outbox.open();
    outbox.add("once", null);
    outbox.open();
    expect(sent).toHaveLength(1);
  });

  it("keeps a message that reached a connection before its join, for after the join", () => {
    const { outbox, sent, refused } = outboxWithLog();
    outbox.open();
    outbox.add("early", null);
    sent[0]?.done(null, { ok: false, error: chatSocketErrors.notJoined });
    expect(refused).toEqual([]);
    expect(outbox.pending).toBe(1);
    outbox.close();
    outbox.open();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.message.clientId).toBe("id-1");
  });
});

describe("client ids", () => {
  it("are UUIDs the server accepts, also where crypto.randomUUID is missing", () => {
    const ids = [newClientId()];
    vi.stubGlobal("crypto", { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
    ids.push(newClientId(), newClientId());
    expect(new Set(ids).size).toBe(3);
    for (const clientId of ids) {
      expect(clientId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(chatMessageInputSchema.safeParse({ text: "gg", clientId }).success).toBe(true);
    }
  });
});
