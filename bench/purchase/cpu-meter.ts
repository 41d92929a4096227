// Where the CPU goes during a measurement (Linux /proc; null elsewhere): this process, the PostgreSQL
// backends serving the bench's own database (their command line names it), and the whole machine. On a
// small machine the holds are bounded by CPU rather than by the hot row's lock, and these figures show it.
import fs from 'node:fs';
import os from 'node:os';

const TICK_MS = 10; // USER_HZ is 100 on Linux

type MachineTicks = { idle: number; total: number };
export type CpuReading = { nodeMsPerHold: number | null; postgresMsPerHold: number | null; machineBusyPercent: number | null };

const readMachine = (): MachineTicks => {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total: fields.reduce((sum, n) => sum + n, 0) };
};

/** CPU ms so far of each backend of the bench database, by pid. */
const readBackendsMs = (databaseName: string): Map<string, number> => {
  const ms = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(databaseName)) continue;
      const fields = (fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
      ms.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS); // utime, stime
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ms;
};

/**
 * The backends' CPU between two readings: each backend alive at the end, less what it had used at the start
 * (nothing if it started since). A backend that ended meanwhile (the pool closes idle connections) is not
 * counted, so the figure may be a little low; it is never the negative of a closed connection's past.
 */
const backendsMsSince = (before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): number => [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

const isProcReadable = (() => {
  try {
    readMachine();
    return true;
  } catch {
    return false;
  }
})();

/** Starts a meter; `stop(count)` answers CPU ms per counted unit and the machine's busy share. */
export const startCpuMeter = (databaseName: string): { stop: (count: number) => CpuReading } => {
  const processBefore = process.cpuUsage();
  const machineBefore = isProcReadable ? readMachine() : null;
  const backendsBefore = isProcReadable ? readBackendsMs(databaseName) : null;
  return {
    stop: (count: number): CpuReading => {
      const own = process.cpuUsage(processBefore);
      const processMs = (own.user + own.system) / 1000;
      if (!machineBefore || !backendsBefore || count === 0) return { nodeMsPerHold: count ? processMs / count : null, postgresMsPerHold: null, machineBusyPercent: null };
      const machine = readMachine();
      return {
        nodeMsPerHold: processMs / count,
        postgresMsPerHold: backendsMsSince(backendsBefore, readBackendsMs(databaseName)) / count,
        machineBusyPercent: Math.round(100 * (1 - (machine.idle - machineBefore.idle) / (machine.total - machineBefore.total))),
      };
    },
  };
};

export const machineLabel = () => `${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`;
