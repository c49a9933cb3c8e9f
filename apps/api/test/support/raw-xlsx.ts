// Real .xlsx files written part by part, as an attacker would: the sheet XML is whatever the test says (a cell at
// column ZZZZZ, a row past 1 048 576, megabytes of one repeated character), packed by the project's zip writer
// (modules/develop/zip.ts), with shared strings and styles when given. `declaredSize` makes the archive's directory lie about what an entry unpacks to.
import { zip } from '../../src/modules/develop/zip.ts';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** A worksheet part around the given `<row>` elements. */
export const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;

/** A row of inline-string cells at the given references: `row(1, { A1: '账号', B1: '昵称' })`. */
export const inlineRow = (r: number, cells: Record<string, string>) =>
  `<row r="${r}">${Object.entries(cells)
    .map(([ref, text]) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`)
    .join('')}</row>`;

export type RawXlsx = {
  sheet: string | Buffer;
  sharedStrings?: string | Buffer;
  styles?: string;
  /** What the directory says each named entry unpacks to (the truth, when not given). */
  declaredSize?: Record<string, number>;
};

/** The bytes of an .xlsx file holding the given sheet (and shared strings). */
export function rawXlsx({ sheet, sharedStrings, styles, declaredSize = {} }: RawXlsx): Buffer {
  const entries = [
    { path: '[Content_Types].xml', content: CONTENT_TYPES },
    { path: '_rels/.rels', content: ROOT_RELS },
    { path: 'xl/workbook.xml', content: WORKBOOK },
    { path: 'xl/_rels/workbook.xml.rels', content: WORKBOOK_RELS },
    { path: 'xl/worksheets/sheet1.xml', content: sheet },
    ...(sharedStrings === undefined ? [] : [{ path: 'xl/sharedStrings.xml', content: sharedStrings }]),
    ...(styles === undefined ? [] : [{ path: 'xl/styles.xml', content: styles }]),
  ];
  const bytes = zip(entries);
  for (const [path, size] of Object.entries(declaredSize)) lieAboutSize(bytes, path, size);
  return bytes;
}

/** Rewrites the unpacked size of `path` in its local header and in the central directory. */
function lieAboutSize(bytes: Buffer, path: string, size: number): void {
  const name = Buffer.from(path, 'utf8');
  for (let at = 0; at + 46 <= bytes.length; at += 1) {
    const signature = bytes.readUInt32LE(at);
    if (
      signature === 0x04034b50 &&
      bytes.readUInt16LE(at + 26) === name.length &&
      bytes.subarray(at + 30, at + 30 + name.length).equals(name)
    ) {
      bytes.writeUInt32LE(size, at + 22);
    } else if (
      signature === 0x02014b50 &&
      bytes.readUInt16LE(at + 28) === name.length &&
      bytes.subarray(at + 46, at + 46 + name.length).equals(name)
    ) {
      bytes.writeUInt32LE(size, at + 24);
    }
  }
}
