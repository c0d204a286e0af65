import { io, type Socket } from "socket.io-client";
import { refreshSession } from "#app/lib/auth/api-fetch.ts";
import { readStored, readToken, readTokenExpiresAt } from "#app/lib/auth/auth-read.ts";
import type { ChatClientEvents, ChatHandshakeAuth, ChatServerEvents } from "#contracts/chat.ts";
import { socketTransports } from "#contracts/realtime-rules.ts";
import { chatGuestTokenKey } from "./chat-guest-token.ts";

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

// A token this close to expiry is refreshed before a handshake rather than sent stale.
const refreshMarginMs = 30_000;

/**
 * The access token to present now: refreshed first when it has expired or is about to, so a
 * reconnect after the token ran out comes back as the same member instead of as a guest.
 */
async function freshToken(): Promise<string | null> {
  const token = readToken();
  if (!token) return null;
  const expiresAt = readTokenExpiresAt();
  if (expiresAt !== null && expiresAt - Date.now() > refreshMarginMs) return token;
  try {
    return await refreshSession(token);
  } catch {
    // Offline: the handshake will fail anyway and be retried.
    return token;
  }
}

/** What the next handshake presents: a fresh access token for a member, else the guest token. */
export async function handshakeAuth(): Promise<ChatHandshakeAuth> {
  const token = await freshToken();
  if (token) return { token };
  return { guestToken: readStored(chatGuestTokenKey) };
}

/**
 * The chat's connection to the shop's own origin. `auth` is asked for on every (re)connect, so
 * each handshake carries the current token. Socket.IO retries on its own after a drop, and the
 * server replays what was missed when the connection is restored in time.
 */
export function openChatSocket(): ChatSocket {
  return io({
    auth: (deliver) => {
      void handshakeAuth().then(deliver);
    },
    withCredentials: true,
    // The server accepts WebSocket only, so any shop process behind the proxy can take it.
    transports: socketTransports,
  });
}
