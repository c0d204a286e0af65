import { createContext, useContext, useState } from "react";

/** The server's request id, provided by entry.server while it renders a failed page. */
export const RequestIdContext = createContext<string | null>(null);

export const requestIdElementId = "gz-request-id";

function createLocalId(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}

/**
 * The id to quote to support for the error on screen: the server's request id (it is in the
 * server log line of the failed request), read back from the page after hydration; a local id
 * for errors that happen in the browser only.
 */
export function useErrorId(): string {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(() => {
    if (fromServer) return fromServer;
    if (typeof document !== "undefined") {
      const printed = document.getElementById(requestIdElementId)?.dataset.requestId;
      if (printed) return printed;
    }
    return createLocalId();
  });
  return id;
}
