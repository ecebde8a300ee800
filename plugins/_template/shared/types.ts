import type { SampleState } from './states';

/** A sample as the API answers it (`/api/template/v2/samples`); a type, not an interface, so it is a web ResourceRecord. */
export type SampleRecord = {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  title: string;
  description: string | null;
  /** A calendar day, YYYY-MM-DD. */
  dueOn: string;
  status: SampleState;
};

/** The API base of samples. */
export const SAMPLES_API = '/api/template/v2/samples';

/** The record kind of samples: comments, the audit trail and other plugins' tabs and actions name it. */
export const SAMPLE_KIND = 'template-sample';
