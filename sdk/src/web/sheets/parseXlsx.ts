/**
 * Reads the first sheet of an .xlsx file into rows of cells, with no library: an XLSX is a zip of XML
 * parts; entries are inflated with the browser's DecompressionStream('deflate-raw') and read with
 * DOMParser. Shared strings, inline strings, numbers and booleans are read; Excel date serials in
 * columns whose header mentions a date (ETD, ETA, …) become YYYY-MM-DD.
 */
export async function parseXlsx(buffer: ArrayBuffer): Promise<string[][]> {
  const entries = readZip(new Uint8Array(buffer));
  const text = async (name: string) => {
    const entry = entries.get(name);
    return entry ? new TextDecoder().decode(await entry()) : undefined;
  };
  const workbookRels = await text('xl/_rels/workbook.xml.rels');
  const workbook = await text('xl/workbook.xml');
  let sheetPath = 'xl/worksheets/sheet1.xml';
  if (workbook && workbookRels) {
    const firstSheet = xml(workbook).getElementsByTagName('sheet')[0];
    const rid = firstSheet?.getAttribute('r:id') ?? firstSheet?.getAttributeNS('http://schemas.openxmlformats.org/officeDocument/2006/relationships', 'id');
    const rel = [...xml(workbookRels).getElementsByTagName('Relationship')].find((r) => r.getAttribute('Id') === rid);
    const target = rel?.getAttribute('Target');
    if (target) sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  const sharedText = await text('xl/sharedStrings.xml');
  const shared = sharedText ? [...xml(sharedText).getElementsByTagName('si')].map((si) => [...si.getElementsByTagName('t')].map((t) => t.textContent ?? '').join('')) : [];
  const sheet = await text(sheetPath);
  if (!sheet) throw new Error('The workbook has no sheet');
  const rows: string[][] = [];
  for (const row of xml(sheet).getElementsByTagName('row')) {
    const cells: string[] = [];
    for (const c of row.getElementsByTagName('c')) {
      const ref = c.getAttribute('r') ?? '';
      const col = columnIndex(ref.replace(/\d+$/, '')) ?? cells.length;
      const type = c.getAttribute('t');
      const v = c.getElementsByTagName('v')[0]?.textContent ?? '';
      let value = v;
      if (type === 's') value = shared[Number(v)] ?? '';
      else if (type === 'inlineStr') value = [...c.getElementsByTagName('t')].map((t) => t.textContent ?? '').join('');
      else if (type === 'b') value = v === '1' ? 'TRUE' : 'FALSE';
      while (cells.length < col) cells.push('');
      cells[col] = value;
    }
    rows.push(cells);
  }
  const header = rows[0] ?? [];
  const dateColumns = header.map((h, i) => (/(date|etd|eta|atd|ata)/i.test(h) ? i : -1)).filter((i) => i >= 0);
  for (const row of rows.slice(1)) {
    for (const i of dateColumns) {
      if (/^\d+(\.\d+)?$/.test(row[i] ?? '')) row[i] = new Date(Date.UTC(1899, 11, 30) + Number(row[i]) * 86_400_000).toISOString().slice(0, 10);
    }
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

function xml(text: string): Document {
  return new DOMParser().parseFromString(text, 'application/xml');
}

function columnIndex(letters: string): number | undefined {
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The entries of a zip by name, each a function that inflates it. */
function readZip(bytes: Uint8Array): Map<string, () => Promise<Uint8Array>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('This is not an .xlsx file');
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const entries = new Map<string, () => Promise<Uint8Array>>();
  for (let n = 0; n < count; n++) {
    if (view.getUint32(at, true) !== 0x02014b50) break;
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
    entries.set(name, async () => {
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = bytes.subarray(start, start + size);
      if (method === 0) return data;
      if (method !== 8) throw new Error('Unsupported compression in the .xlsx file');
      const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
      return new Uint8Array(await new Response(stream).arrayBuffer());
    });
  }
  return entries;
}
