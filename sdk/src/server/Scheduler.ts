/** Timed work of a server plugin (DESIGN §4): runs once per period across every process on the database. */
export interface Scheduler {
  /**
   * Runs `task` every `seconds` (at most once per period over all processes sharing the database; a
   * run never overlaps the previous one in this process). Failures are logged, not thrown. The name
   * is unique per plugin. Not run when the host starts with timed work off (tests, unless asked).
   */
  every(name: string, seconds: number, task: (now: Date) => Promise<void>): void;
}
