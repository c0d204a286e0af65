import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatRoomId } from "#contracts/chat-rules.ts";
import { loginAs } from "#tests/support/accounts.ts";
import { createListeningTestApp } from "#tests/support/listening-app.ts";
import { nextEvent, openSocket } from "#tests/support/socket-client.ts";
import type { TestApp } from "#tests/support/test-app.ts";

// Blocking an account ends its open sockets too: the chat it has open stops speaking as the
// account, and the page is told not to reconnect by itself.

let testApp: TestApp & { origin: string };
const sockets: Socket[] = [];

beforeAll(async () => {
  testApp = await createListeningTestApp();
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await testApp?.app.close();
});

describe("a blocked shopper's open chat", () => {
  it("is disconnected by the server as the block is made, other sockets untouched", async () => {
    const manager = await loginAs(testApp, "admin", "manager");
    const shopper = await loginAs(testApp, "user");
    const bystander = await loginAs(testApp, "user");
    const joined = async (token: string) => {
      const socket = openSocket(testApp.origin, sockets, { token, reconnect: true });
      const history = nextEvent(socket, "messageHistory");
      socket.emit("joinRoom", { roomId: chatRoomId });
      await history;
      return socket;
    };
    const blockedChat = await joined(shopper.token);
    const otherChat = await joined(bystander.token);

    const reason = nextEvent<string>(blockedChat, "disconnect");
    const blocked = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/customers/${shopper.userId}/block`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { reason: "Chargebacks on three orders" },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    // A server-side disconnect: the client does not come back on its own.
    expect(await reason).toBe("io server disconnect");
    expect(blockedChat.active).toBe(false);
    expect(otherChat.connected).toBe(true);
  });
});
