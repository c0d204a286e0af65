import { io as connect, type Socket } from "socket.io-client";

/** A Socket.IO client to a test server, over WebSocket, remembered in `opened` for cleanup. */
export function openSocket(
  origin: string,
  opened: Socket[],
  options: { token?: string; reconnect?: boolean; address?: string; guestToken?: string } = {},
): Socket {
  const auth = {
    ...(options.token ? { token: options.token } : {}),
    ...(options.guestToken ? { guestToken: options.guestToken } : {}),
  };
  const socket = connect(origin, {
    transports: ["websocket"],
    reconnection: options.reconnect ?? false,
    reconnectionDelay: 100,
    ...(Object.keys(auth).length > 0 ? { auth } : {}),
    // A client address of its own, for a test app that trusts loopback as its proxy
    // (TRUST_PROXY=127.0.0.1).
    ...(options.address ? { extraHeaders: { "x-forwarded-for": options.address } } : {}),
  });
  opened.push(socket);
  return socket;
}

/** The next `event` on `socket` (the first that passes `match`), or an error after 5 s. */
export function nextEvent<T>(
  socket: Socket,
  event: string,
  match: (value: T) => boolean = () => true,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5_000);
    const listener = (value: T) => {
      if (!match(value)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(value);
    };
    socket.on(event, listener);
  });
}
