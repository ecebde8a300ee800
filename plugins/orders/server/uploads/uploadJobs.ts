import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@portolan/sdk/server';
import { finishUploadLog, type UploadOutcome } from './uploadLog';

/**
 * The uploads being processed in this process, in the background of the request that answered 202:
 * each job's outcome goes into its log; an unexpected error ends the log FAILED with its message
 * (nothing written: the job's writes are one transaction). `settled()` waits for them all (server close).
 */
export class UploadJobs {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly db: Db, private readonly log: FastifyBaseLogger) {}

  start(logId: string, work: () => Promise<UploadOutcome>): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then((outcome) => finishUploadLog(this.db, logId, outcome))
      .catch(async (error: unknown) => {
        this.log.error({ err: error, uploadId: logId }, 'bulk upload failed');
        const message = `The upload failed and nothing was imported: ${(error as Error)?.message ?? String(error)}`.slice(0, 1000);
        await finishUploadLog(this.db, logId, { status: 'FAILED', rowsRefused: 0, errors: [], message });
      })
      .catch((error: unknown) => this.log.error({ err: error, uploadId: logId }, 'bulk upload: could not record the failure'))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}
