/** Fills deploy/nginx.conf and its upstream list (used by scripts/cluster.ts and its tests). */

export type UpstreamServer = { port: number; down: boolean };

/** The template with its placeholders filled; refuses to leave one unfilled. */
export function renderNginxConfig(
  template: string,
  values: { runtimeDir: string; listen: string },
): string {
  const filled = template
    .replaceAll("{{runtime_dir}}", values.runtimeDir)
    .replaceAll("{{listen}}", values.listen);
  const left = /\{\{\w+\}\}/.exec(filled);
  if (left)
    throw new Error(`deploy/nginx.conf has a placeholder this script does not fill: ${left[0]}`);
  return filled;
}

/** gamezone-upstream.conf: one server line per process; a process being restarted is down. */
export function renderUpstreamServers(servers: UpstreamServer[]): string {
  const lines = servers.map(
    (server) =>
      `server 127.0.0.1:${server.port} max_fails=3 fail_timeout=10s${server.down ? " down" : ""};`,
  );
  return `${lines.join("\n")}\n`;
}
