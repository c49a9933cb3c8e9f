// Reads a .docx with python-docx (Debian's python3-docx, installed by .ci/run): a reader nobody here wrote, so a
// document it opens is one Word-compatible tools open. Answers the paragraphs (style, text, bold runs), the tables'
// cell texts and the number of pictures.
import { execFileSync } from 'node:child_process';

export type DocxSummary = {
  paragraphs: { style: string; text: string; bold: string[] }[];
  tables: string[][][];
  pictures: number;
};

const SCRIPT = `
import json, sys
import docx
d = docx.Document(sys.argv[1])
print(json.dumps({
  "paragraphs": [{"style": p.style.name, "text": p.text, "bold": [r.text for r in p.runs if r.bold]} for p in d.paragraphs],
  "tables": [[[c.text for c in row.cells] for row in t.rows] for t in d.tables],
  "pictures": len(d.inline_shapes),
}, ensure_ascii=False))
`;

export function readDocx(path: string): DocxSummary {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', SCRIPT, path], { encoding: 'utf8' })) as DocxSummary;
}
