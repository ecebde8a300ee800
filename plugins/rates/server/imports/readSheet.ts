import { readSheet as readAnySheet, type Sheet } from '@portolan/sdk/server';
import { headerField } from './proposeMapping';

export type { Sheet, SheetRow } from '@portolan/sdk/server';

/** Whether a cell reads like a rate-sheet header (POL, Valid to, 40HC …): how the header row is found under a carrier's title block. */
const isRateHeader = (cell: string) => headerField(cell) !== undefined;

/** Reads a rate sheet (.csv or .xlsx) with the SDK's sheet reader, its header row found by the rate headers it holds. */
export function readSheet(fileName: string, bytes: Buffer): Promise<Sheet> {
  return readAnySheet(fileName, bytes, { isHeader: isRateHeader });
}
