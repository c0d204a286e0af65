/**
 * How the browser and the server talk Socket.IO: over WebSocket only, never the HTTP
 * long-polling fallback. A WebSocket stays on the process that accepted its upgrade, so several
 * shop processes behind a proxy need no sticky sessions; long-polling is a series of requests
 * that a proxy would spread over the processes, each of which knows only its own sessions.
 */
export const socketTransports: ["websocket"] = ["websocket"];
