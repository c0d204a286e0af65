import { useCallback, useEffect, useRef, useState } from "react";
import { readStored } from "#app/lib/auth/auth-read.ts";
import { storageKeys } from "#contracts/accounts-rules.ts";
import type {
  ChatFile,
  ChatHistoryPage,
  ChatJoined,
  ChatMessage,
  OnlineUser,
} from "#contracts/chat.ts";
import { chatRoomId, checkChatText } from "#contracts/chat-rules.ts";
import { chatGuestTokenKey } from "./chat-guest-token.ts";
import { type ChatNotice, chatClientNotices, noticeForText } from "./chat-notices.ts";
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
        const joinRoom = () => {
          const id = readStored(storageKeys.userId) ?? "";
          const name = readStored(storageKeys.userName) ?? "Guest";
          socket?.emit("joinRoom", { roomId: chatRoomId, user: { id, name } });
        };
        socket.on("connect", () => {
          setState((current) => ({ ...current, status: "connected" }));
          // A restored connection is still in the room and gets what it missed replayed.
          if (!socket?.recovered) joinRoom();
        });
        socket.on("disconnect", () => {
          setState((current) => ({ ...current, status: "reconnecting", typing: new Map() }));
        });
        socket.on("connect_error", () => {
          setState((current) => ({ ...current, status: "reconnecting" }));
          showNotice(chatClientNotices.connectFailed);
        });
        socket.on("joined", (joined) => {
          if (joined.guestToken) {
            writeStored(chatGuestTokenKey, joined.guestToken);
            writeStored(storageKeys.userId, joined.user.id);
            writeStored(storageKeys.userName, joined.user.name);
          }
          setState((current) => ({ ...current, self: joined }));
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
   * connected, so nothing typed is lost.
   */
  const send = useCallback(
    (text: string, file: ChatFile | null): boolean => {
      const socket = socketRef.current;
      if (!socket?.connected) {
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
      socket.emit("chatMessage", { text: body, file });
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
      const response = await fetch(`/api/chat/messages?before=${encodeURIComponent(oldest)}`, {
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`history: ${response.status}`);
      const body = (await response.json()) as { data: ChatHistoryPage };
      setState((current) => {
        const known = new Set(current.messages.map((message) => message._id));
        const older = body.data.messages.filter((message) => !known.has(message._id));
        return {
          ...current,
          messages: sortMessages([...older, ...current.messages]),
          hasOlder: body.data.hasMore,
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

  /** Leave Chat: disconnect and forget the chat identity (stored userId and userName). */
  const leave = useCallback(() => {
    socketRef.current?.disconnect();
    writeStored(storageKeys.userId, null);
    writeStored(storageKeys.userName, null);
    writeStored(chatGuestTokenKey, null);
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
