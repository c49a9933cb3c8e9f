// Attack: spreadsheets that weigh a few kilobytes and cost the server gigabytes. The seeded `manager` sends the term
// import a one-cell sheet whose cell sits at column ZZZZZ (the reader padded every row up to it: 8 s and +300 MB;
// ZZZZZZ ended the process), a row numbered past Excel's last, a part that unpacks to more than the limit (honestly
// declared, refused before any work, or declared tiny, refused once it passes what it declared), a million shared
// strings; the administrator sends the user import the same files and
// one row more than an import takes. Each is refused with a 400 and a message saying what is wrong, and nothing is
// imported or left behind.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SHARED_STRINGS } from '../../src/core/xlsx-rows.ts';
import { MAX_IMPORT_ROWS } from '../../src/modules/system/user/user-excel.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { inlineRow, rawXlsx, sheetXml } from '../support/raw-xlsx.ts';

let t: TestApp;
let manager: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await accessToken(t, 'manager');
  admin = await accessToken(t, 'admin');
});

const TERM_HEADER = inlineRow(1, { A1: '中文', B1: '英文' });
const USER_HEADER = inlineRow(1, { A1: '账号', B1: '昵称' });
/** A part of 65 MB of spaces: about 64 kB packed, more than the 64 MB an entry may unpack to. */
const BOMB = Buffer.alloc(65 * 1024 * 1024, ' ');

/** Each attack: the sheet rows after the header, or the parts of the file, and the refusal it must meet. */
function attacks(header: string) {
  return [
    {
      name: 'a cell at column ZZZZZ',
      file: () => rawXlsx({ sheet: sheetXml(header + inlineRow(2, { ZZZZZ2: 'x' })) }),
      msg: '单元格 ZZZZZ2 超出了Excel的最大列 XFD',
    },
    {
      name: 'a cell at column ZZZZZZ',
      file: () => rawXlsx({ sheet: sheetXml(header + inlineRow(2, { ZZZZZZ2: 'x' })) }),
      msg: '单元格 ZZZZZZ2 超出了Excel的最大列 XFD',
    },
    {
      name: 'a row past 1 048 576',
      file: () => rawXlsx({ sheet: sheetXml(header + inlineRow(99_999_999, { A99999999: 'x' })) }),
      msg: '行号 99999999 超出了Excel的最大行数 1048576',
    },
    {
      name: 'a shared-strings part that unpacks past the limit',
      file: () => rawXlsx({ sheet: sheetXml(header), sharedStrings: BOMB }),
      msg: '文件中的 xl/sharedStrings.xml 解压后超过64 MB,请拆分成几个文件再导入',
    },
    {
      name: 'a sheet that unpacks past the limit while its directory says 100 bytes',
      file: () =>
        rawXlsx({
          sheet: Buffer.concat([Buffer.from(sheetXml(header).replace('</sheetData></worksheet>', '')), BOMB]),
          declaredSize: { 'xl/worksheets/sheet1.xml': 100 },
        }),
      msg: '文件中的 xl/worksheets/sheet1.xml 解压后比文件目录记载的大,文件已损坏或被改动过',
    },
    {
      name: 'more shared strings than the limit',
      file: () => rawXlsx({ sheet: sheetXml(header), sharedStrings: `<sst>${'<si><t/></si>'.repeat(MAX_SHARED_STRINGS + 1)}</sst>` }),
      msg: `表格中的不同文字超过${MAX_SHARED_STRINGS}条,请拆分成几个文件再导入`,
    },
  ];
}

const importFolder = () => path.join(t.config.dataDir, 'import');
const storedUploads = () => {
  try {
    return readdirSync(importFolder()).filter((name) => !name.endsWith('.json'));
  } catch {
    return [];
  }
};

describe('term import (the seeded manager)', () => {
  // A test per route: each unpacks the bomb up to the limit, which is most of its time.
  for (const attack of attacks(TERM_HEADER)) {
    for (const route of ['preview', 'commit']) {
      it(`refuses ${attack.name} at ${route}, importing nothing`, async () => {
        const before = await t.db.translateEntry.count();
        const res = await request(t.server)
          .post(`/api/translate/import/${route}`)
          .set('Blade-Auth', `bearer ${manager}`)
          .attach('file', attack.file(), 'terms.xlsx');
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body).toMatchObject({ code: 400, success: false, msg: attack.msg });
        expect(await t.db.translateEntry.count()).toBe(before);
        expect(storedUploads()).toEqual([]);
      });
    }
  }
});

describe('user import (the administrator)', () => {
  const rowsBeyondLimit = {
    name: `${MAX_IMPORT_ROWS + 1} rows`,
    file: () =>
      rawXlsx({
        sheet: sheetXml(
          USER_HEADER +
            Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => inlineRow(i + 2, { [`A${i + 2}`]: `bomb${i}`, [`B${i + 2}`]: 'b' })).join(
              '',
            ),
        ),
      }),
    msg: `一次最多导入${MAX_IMPORT_ROWS}行`,
  };
  for (const attack of [...attacks(USER_HEADER), rowsBeyondLimit]) {
    it(`refuses ${attack.name}, creating no user`, async () => {
      const before = await t.db.user.count();
      const res = await request(t.server)
        .post('/api/blade-system/user/import-user')
        .query({ isCovered: '1' })
        .set('Blade-Auth', `bearer ${admin}`)
        .attach('file', attack.file(), 'users.xlsx');
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, success: false, msg: attack.msg });
      expect(await t.db.user.count()).toBe(before);
    });
  }
});
