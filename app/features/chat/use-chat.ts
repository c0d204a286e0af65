import { useCallback, useEffect, useRef, useState } from "react";
import { callApi } from "#app/lib/api-client.ts";
import { readStored, readToken } from "#app/lib/auth/auth-read.ts";
import { storageKeys } from "#contracts/accounts-rules.ts";
import type {
  ChatFile,
  ChatHistoryPage,
  ChatJoined,
  ChatMessage,
  OnlineUser,
} from "#contracts/chat.ts";
import { chatRoomId, checkChatText } from "#contracts/chat-rules.ts";
import {
  chatGuestTokenKey,
  storageForgottenOnLeave,
  storesGuestIdentity,
} from "./chat-guest-token.ts";
import { type ChatNotice, chatClientNotices, noticeForText } from "./chat-notices.ts";
import { type ChatOutbox, chatAckTimeoutMs, createChatOutbox } from "./chat-outbox.ts";
import type { ChatSocket } from "./chat-socket.ts";
import {
  addTypingName,
  pruneTypingNames,
  removeTypingName,
  type TypingState,
} from "./typing-names.ts";
import { createTypingSignal } from "./typing-signal.ts";

/** The error banner clears itself after 3 s. */
export const chatNoticeMs = 3_000;
/** The server sends the last 50 messages on joining; a full page means there may be more. */
const historyPageSize = 50;

export type ChatStatus = "connecting" | "connected" | "reconnecting";

export type ChatState = {
  status: ChatStatus;
  self: ChatJoined | null;
  messages: ChatMessage[];
  users: OnlineUser[];
  typing: TypingState;
  notice: { notice: ChatNotice; id: number } | null;
  hasOlder: boolean;
  loadingOlder: boolean;
};

function sortMessages(messages: ChatMessage[]): ChatMessage[] {
  return messages.sort((a, b) => a.ts.localeCompare(b.ts) || a._id.localeCompare(b._id));
}

function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused: the chat still works, the guest just gets a new id next time.
  }
}

/** Checked by hand: the chat chunk stays free of zod. */
function isHistoryPage(value: unknown): value is ChatHistoryPage {
  const page = value as Partial<ChatHistoryPage> | null;
  return Array.isArray(page?.messages) && typeof page.hasMore === "boolean";
}

/**
 * The community room for one screen: connects on mount (joining `gameZoneChat`), disconnects
 * on unmount, and keeps messages, presence, typing names and the error banner. Everything the
 * browser checks here the server checks again; the browser only answers sooner.
 */
export function useChat() {
  const [state, setState] = useState<ChatState>({
    status: "connecting",
    self: null,
    messages: [],
    users: [],
    typing: new Map(),
    notice: null,
    hasOlder: false,
    loadingOlder: false,
  });
  // The latest state for callbacks that must not change identity on every message.
  const stateRef = useRef(state);
  stateRef.current = state;
  const socketRef = useRef<ChatSocket | null>(null);
  const outboxRef = useRef<ChatOutbox | null>(null);
  const readSent = useRef(new Set<string>());
  const noticeId = useRef(0);

  const showNotice = useCallback((notice: ChatNotice) => {
    noticeId.current += 1;
    setState((current) => ({ ...current, notice: { notice, id: noticeId.current } }));
  }, []);

  // Each notice clears 3 s after it appeared (a newer one restarts the clock).
  const currentNoticeId = state.notice?.id;
  useEffect(() => {
    if (currentNoticeId === undefined) return;
    const timer = setTimeout(() => {
      setState((current) =>
        current.notice?.id === currentNoticeId ? { ...current, notice: null } : current,
      );
    }, chatNoticeMs);
    return () => clearTimeout(timer);
  }, [currentNoticeId]);

  // Names whose stopTyping never came (a closed laptop) fade out.
  const typingCount = state.typing.size;
  useEffect(() => {
    if (typingCount === 0) return;
    const timer = setInterval(() => {
      setState((current) => {
        const typing = pruneTypingNames(current.typing, Date.now());
        return typing === current.typing ? current : { ...current, typing };
      });
    }, 1_000);
    return () => clearInterval(timer);
  }, [typingCount]);

  useEffect(() => {
    let cancelled = false;
    let socket: ChatSocket | null = null;
    void import("./chat-socket.ts")
      .then(({ openChatSocket }) => {
        if (cancelled) return;
        socket = openChatSocket();
        socketRef.current = socket;
        // The last `error` text shown: the server sends a refused message's text both as that
        // event and in the message's acknowledgement, right after it; it is shown once.
        let errorShown: string | null = null;
        const outbox = createChatOutbox({
          send: (message, done) => {
            socket?.timeout(chatAckTimeoutMs).emit("chatMessage", message, done);
          },
          onRefused: (error) => {
            if (errorShown === error) errorShown = null;
            else showNotice(noticeForText(error));
          },
        });
        outboxRef.current = outbox;
        const joinRoom = () => {
          const id = readStored(storageKeys.userId) ?? "";
          const name = readStored(storageKeys.userName) ?? "Guest";
          socket?.emit("joinRoom", { roomId: chatRoomId, user: { id, name } });
        };
        socket.on("connect", () => {
          setState((current) => ({ ...current, status: "connected" }));
          // A restored connection is still in the room and gets what it missed replayed;
          // messages not yet acknowledged go out again at once. Otherwise after `joined`.
          if (socket?.recovered) outbox.open();
          else joinRoom();
        });
        socket.on("disconnect", () => {
          outbox.close();
          setState((current) => ({ ...current, status: "reconnecting", typing: new Map() }));
        });
        socket.on("connect_error", () => {
          setState((current) => ({ ...current, status: "reconnecting" }));
          showNotice(chatClientNotices.connectFailed);
        });
        socket.on("joined", (joined) => {
          if (joined.guestToken) writeStored(chatGuestTokenKey, joined.guestToken);
          if (storesGuestIdentity(joined.guestToken, readToken() !== null)) {
            writeStored(storageKeys.userId, joined.user.id);
            writeStored(storageKeys.userName, joined.user.name);
          }
          setState((current) => ({ ...current, self: joined }));
          outbox.open();
        });
        socket.on("messageHistory", (messages) => {
          setState((current) => ({
            ...current,
            messages: sortMessages([...messages]),
            hasOlder: messages.length >= historyPageSize,
          }));
        });
        socket.on("message", (message) => {
          setState((current) => {
            if (current.messages.some((known) => known._id === message._id)) return current;
            return {
              ...current,
              messages: sortMessages([...current.messages, message]),
              typing: removeTypingName(current.typing, message.user.name),
            };
          });
        });
        socket.on("readUpdate", (update) => {
          setState((current) => ({
            ...current,
            messages: current.messages.map((message) =>
              message._id === update.messageId
                ? { ...message, readBy: update.readBy, readCount: update.readCount }
                : message,
            ),
          }));
        });
        socket.on("typing", ({ name }) => {
          setState((current) => ({
            ...current,
            typing: addTypingName(current.typing, name, Date.now()),
          }));
        });
        socket.on("stopTyping", ({ name }) => {
          setState((current) => ({ ...current, typing: removeTypingName(current.typing, name) }));
        });
        socket.on("users", (users) => setState((current) => ({ ...current, users })));
        socket.on("messageDeleted", ({ messageId }) => {
          setState((current) => ({
            ...current,
            messages: current.messages.filter((message) => message._id !== messageId),
          }));
        });
        socket.on("userMuted", (muted) => {
          setState((current) =>
            current.self?.user.id === muted.userId
              ? { ...current, self: { ...current.self, mutedUntil: muted.until } }
              : current,
          );
        });
        socket.on("error", (message) => {
          errorShown = typeof message === "string" ? message : null;
          showNotice(
            typeof message === "string" ? noticeForText(message) : chatClientNotices.connectFailed,
          );
        });
      })
      .catch(() => {
        if (!cancelled) showNotice(chatClientNotices.connectFailed);
      });
    return () => {
      cancelled = true;
      socket?.disconnect();
      socketRef.current = null;
      outboxRef.current = null;
    };
  }, [showNotice]);

  const typingSignal = useRef(
    createTypingSignal((event) => {
      const socket = socketRef.current;
      if (socket?.connected) socket.emit(event);
    }),
  );
  useEffect(() => () => typingSignal.current.stop(), []);

  /**
   * Sends a message. Returns whether the composer should clear: yes when it went out, and also
   * when the rules refused the text (the product clears a refused text); no when the chat is not
   * connected, so nothing typed is lost. A message that went out is sent again after a reconnect
   * until the server acknowledges it (chat-outbox.ts), and stored once however often it is sent.
   */
  const send = useCallback(
    (text: string, file: ChatFile | null): boolean => {
      const socket = socketRef.current;
      const outbox = outboxRef.current;
      if (!socket?.connected || !outbox) {
        showNotice(chatClientNotices.notConnected);
        return false;
      }
      let body = "";
      if (text.trim() !== "" || !file) {
        const verdict = checkChatText(text);
        if (!verdict.ok) {
          showNotice(noticeForText(verdict.message));
          return verdict.reason === "profanity" || verdict.reason === "top-up";
        }
        body = verdict.text;
      }
      outbox.add(body, file);
      typingSignal.current.stop();
      return true;
    },
    [showNotice],
  );

  /** Tells the room this message was seen (once per message and page). */
  const markRead = useCallback((messageId: string) => {
    const socket = socketRef.current;
    if (!socket?.connected || readSent.current.has(messageId)) return;
    readSent.current.add(messageId);
    socket.emit("readMessage", { messageId });
  }, []);

  const loadOlder = useCallback(async () => {
    const current = stateRef.current;
    const oldest = current.messages[0]?._id;
    if (!oldest || current.loadingOlder || !current.hasOlder) return;
    stateRef.current = { ...current, loadingOlder: true };
    setState((latest) => ({ ...latest, loadingOlder: true }));
    try {
      // Public history: the room is read the same by guests and members, so no token is sent.
      const result = await callApi(`/api/chat/messages?before=${encodeURIComponent(oldest)}`, {
        signedIn: false,
        reply: isHistoryPage,
      });
      if (!result.ok) throw new Error(`history: ${result.status}`);
      const page = result.value;
      setState((current) => {
        const known = new Set(current.messages.map((message) => message._id));
        const older = page.messages.filter((message) => !known.has(message._id));
        return {
          ...current,
          messages: sortMessages([...older, ...current.messages]),
          hasOlder: page.hasMore,
          loadingOlder: false,
        };
      });
    } catch {
      setState((current) => ({ ...current, loadingOlder: false }));
      showNotice(chatClientNotices.connectFailed);
    }
  }, [showNotice]);

  const deleteMessage = useCallback((messageId: string) => {
    socketRef.current?.emit("deleteMessage", { messageId });
  }, []);

  const muteUser = useCallback((userId: string, minutes: 5 | 60 | 1440) => {
    socketRef.current?.emit("muteUser", { userId, minutes });
  }, []);

  /** Leave Chat: disconnect and forget a guest's chat identity (a member keeps their name). */
  const leave = useCallback(() => {
    socketRef.current?.disconnect();
    for (const key of storageForgottenOnLeave(readToken() !== null)) writeStored(key, null);
  }, []);

  return {
    ...state,
    showNotice,
    send,
    markRead,
    loadOlder,
    deleteMessage,
    muteUser,
    leave,
    typingSignal: typingSignal.current,
  };
}

export type ChatController = ReturnType<typeof useChat>;
