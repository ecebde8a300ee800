import { FIELD_SEPARATOR } from './egmFlatFile';

/** A PORTOLAN-SEAEGM-1.0 file read back into its records (fields as text), or why it cannot be read. */
export interface ReadEgmFile {
  header: string[];
  vesinfo: string[][];
  sbdetails: string[][];
  contdetails: string[][];
  trailer: string[];
}

const SECTIONS = ['vesinfo', 'sbdetails', 'contdetails'] as const;

/**
 * Reads an EGM flat file (README-EGM-LAYOUT.md) as a receiving gateway would: the header first, then
 * `<manifest>` with its three sections in order, each closed by its `<END-…>`, then the trailer, whose
 * control count must equal the data records. Answers the records, or an error text naming what is wrong.
 */
export function readEgmFlatFile(content: string): ReadEgmFile | { error: string } {
  const lines = content.split('\r\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const split = (line: string) => line.split(FIELD_SEPARATOR);
  const header = split(lines[0] ?? '');
  if (header[0] !== 'HREC') return { error: 'the file does not start with HREC' };
  if (lines[1] !== '<manifest>') return { error: 'the <manifest> message is missing' };
  const result: ReadEgmFile = { header, vesinfo: [], sbdetails: [], contdetails: [], trailer: [] };
  let at = 2;
  for (const section of SECTIONS) {
    if (lines[at] !== `<${section}>`) return { error: `the <${section}> section is missing` };
    at++;
    while (at < lines.length && lines[at] !== `<END-${section}>`) {
      if (lines[at].startsWith('<')) return { error: `<${section}> is not closed by <END-${section}>` };
      result[section].push(split(lines[at]));
      at++;
    }
    if (at >= lines.length) return { error: `<${section}> is not closed by <END-${section}>` };
    at++;
  }
  if (lines[at] !== '<END-manifest>') return { error: '<manifest> is not closed by <END-manifest>' };
  result.trailer = split(lines[at + 1] ?? '');
  if (result.trailer[0] !== 'TREC') return { error: 'the TREC trailer is missing' };
  if (lines.length !== at + 2) return { error: 'there are records after the TREC trailer' };
  const count = result.vesinfo.length + result.sbdetails.length + result.contdetails.length;
  if (result.trailer[2] !== String(count)) return { error: `the control count ${result.trailer[2] ?? ''} does not match the ${count} data records` };
  if (result.vesinfo.length !== 1) return { error: 'the <vesinfo> section must hold one record' };
  return result;
}
