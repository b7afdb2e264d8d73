import * as XLSX from '@e965/xlsx';

/** The import format's header row, as the template and the export write it. */
export const ROUTE_HEADER = ['Region', 'Departure', 'Departure Name', 'Destination', 'Destination Name', 'Aircraft Type', 'Flight Type', 'Price', 'Custom Route', 'Widget HTML'];

/** A real .xlsx (SheetJS) of the header and these rows. */
export function xlsxOf(rows: unknown[][], header: unknown[] = ROUTE_HEADER): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** A .csv of the header and these rows (no quoting: the cells hold no commas). */
export function csvOf(rows: unknown[][], header: unknown[] = ROUTE_HEADER): Buffer {
  return Buffer.from([header, ...rows].map((r) => r.join(',')).join('\n'));
}

interface ZipContainer {
  FullPaths: string[];
  FileIndex: { content: Uint8Array | number[] }[];
}

function firstSheetEntry(xlsx: Buffer, sheet = 1): { zip: ZipContainer; entry: ZipContainer['FileIndex'][number] } {
  const zip = XLSX.CFB.read(xlsx, { type: 'buffer' }) as ZipContainer;
  const index = zip.FullPaths.findIndex((p) => p.endsWith(`xl/worksheets/sheet${sheet}.xml`));
  if (index < 0) throw new Error(`no xl/worksheets/sheet${sheet}.xml in the file`);
  return { zip, entry: zip.FileIndex[index]! };
}

/** The XML of the first worksheet of an .xlsx, as stored in the file. */
export const sheetXmlOf = (xlsx: Buffer): string => Buffer.from(firstSheetEntry(xlsx).entry.content as Uint8Array).toString('utf8');

/**
 * The same .xlsx with the XML of its first worksheet edited, re-zipped: how a test makes the hostile files
 * a spreadsheet program would never write (a declared range of A1:XFD1048576, a cell in the last column).
 */
export function editSheetXml(xlsx: Buffer, edit: (xml: string) => string, sheet = 1): Buffer {
  const { zip, entry } = firstSheetEntry(xlsx, sheet);
  const xml = Buffer.from(entry.content as Uint8Array).toString('utf8');
  const edited = edit(xml);
  if (edited === xml) throw new Error(`the edit changed nothing in sheet${sheet}.xml`);
  entry.content = Buffer.from(edited, 'utf8');
  return Buffer.from(XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer', compression: true }) as Uint8Array);
}

/** Declares the sheet's range as `ref` (the `<dimension>` element), whatever cells it holds. */
export const withDimension = (ref: string) => (xml: string) => xml.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`);

/** Adds a real text cell at `ref` (e.g. XFD1048576) in a row of its own at the end of the sheet data. */
export const withCellAt = (ref: string, text: string) => (xml: string) => {
  const row = /\d+$/.exec(ref)![0];
  return xml.replace('</sheetData>', `<row r="${row}"><c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData>`);
};

/** Adds a real text cell at `ref` inside row 1 (the header row), after its other cells. */
export const withHeaderCellAt = (ref: string, text: string) => (xml: string) =>
  xml.replace(/(<row r="1"[^>]*>[\s\S]*?)(<\/row>)/, `$1<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>$2`);

/** `count` valid WA rows with new departures and destinations named after `prefix` (one route each). */
export function newRouteRows(count: number, prefix: string, { departures = 25, price = (i: number) => String(100 + (i % 900)) } = {}): string[][] {
  return Array.from({ length: count }, (_, i) => [
    'WA',
    `${prefix}-dep-${i % departures}`,
    `${prefix} departure ${i % departures}`,
    `${prefix}-dest-${i}`,
    `${prefix} destination ${i}`,
    '3-passengers',
    'same-day',
    price(i),
    'no',
    '',
  ]);
}

/** RFC 4180 rows of a CSV (quoted fields, doubled quotes, CRLF), BOM removed: what a spreadsheet reads. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\r')) cell += c;
    else if (c === ',') endCell();
    else {
      endCell();
      rows.push(row);
      row = [];
      i++; // the \n of CRLF
    }
  }
  return rows;
}
