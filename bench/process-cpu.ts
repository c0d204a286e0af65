import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Linux clock ticks per second: the unit of the CPU times in /proc/<pid>/stat. */
export const clockTicksPerSecond =
  Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

export type ProcessTicks = { pid: number; ppid: number; name: string; ticks: number };

/** Every process on the machine with the CPU time it used so far (user + system, all threads). */
export function readProcessTicks(): ProcessTicks[] {
  const found: ProcessTicks[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const name = stat.slice(stat.indexOf("(") + 1, close);
      const fields = stat.slice(close + 2).split(" ");
      // After the name: state, ppid, … utime is the 12th and stime the 13th of these fields.
      found.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        name,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

/** CPU milliseconds used so far by the processes `select` picks. */
export function cpuMsOf(select: (process: ProcessTicks) => boolean): number {
  const ticks = readProcessTicks()
    .filter(select)
    .reduce((sum, process) => sum + process.ticks, 0);
  return (ticks * 1000) / clockTicksPerSecond;
}
