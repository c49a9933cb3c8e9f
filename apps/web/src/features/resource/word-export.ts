// Word export of the notice editor: a real .docx (the `docx` package, loaded on first use) that Word, LibreOffice and
// python-docx open. The editor's HTML is walked once: headings, paragraphs with bold/italic/underline/strike/code
// runs and links, bullet and numbered lists (nested), block quotes, code blocks, rules, tables (with merged cells)
// and pictures (fetched from their storage link and embedded, scaled to the page width).
import type * as Docx from 'docx';
import { saveBlob } from '../../lib/download.ts';

type DocxModule = typeof Docx;
type Block = Docx.Paragraph | Docx.Table;
type Inline = Docx.ParagraphChild;
type RunStyle = {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  code?: boolean;
  subScript?: boolean;
  superScript?: boolean;
};
type Place = { bullet?: number; ordered?: { level: number; instance: number }; indent?: number };

const ORDERED = 'ordered-list';
const NORMAL = 'Normal';
/** A4 text width at Word's default margins, in the pixels ImageRun measures with. */
const MAX_PICTURE_WIDTH = 600;
const PICTURE_TYPES: Record<string, 'png' | 'jpg' | 'gif' | 'bmp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
};
const HEADINGS = ['HEADING_1', 'HEADING_2', 'HEADING_3', 'HEADING_4', 'HEADING_5', 'HEADING_6'] as const;

export async function exportDocx(html: string, title: string): Promise<void> {
  const docx = await import('docx');
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const children = await new WordWriter(docx).blocks(body, {});
  const document = new docx.Document({
    title,
    // Body paragraphs name a Normal style of their own (the package marks none as the default, and readers such as
    // python-docx then see no style at all); Chinese text in 宋体, as official notices are set.
    styles: {
      default: { document: { run: { font: { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: '宋体' }, size: 22 } } },
      paragraphStyles: [{ id: NORMAL, name: NORMAL, quickFormat: true }],
    },
    numbering: { config: [{ reference: ORDERED, levels: orderedLevels(docx) }] },
    sections: [{ children: children.length ? children : [new docx.Paragraph('')] }],
  });
  saveBlob(await docx.Packer.toBlob(document), `${title.replace(/[\\/:*?"<>|]/g, '_') || 'notice'}.docx`);
}

function orderedLevels(docx: DocxModule): Docx.ILevelsOptions[] {
  return Array.from({ length: 6 }, (_, level) => ({
    level,
    format: docx.LevelFormat.DECIMAL,
    text: `%${level + 1}.`,
    alignment: docx.AlignmentType.START,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));
}

class WordWriter {
  private lists = 0;
  constructor(private readonly docx: DocxModule) {}

  /** The block-level content of an element: runs of inline nodes become paragraphs. */
  async blocks(parent: Node, place: Place): Promise<Block[]> {
    const out: Block[] = [];
    let pending: Node[] = [];
    const flush = async () => {
      const runs = (await Promise.all(pending.map((n) => this.inlines(n, {})))).flat();
      if (runs.length) out.push(this.paragraph(runs, place));
      pending = [];
    };
    for (const node of Array.from(parent.childNodes)) {
      const tag = node instanceof Element ? node.tagName.toLowerCase() : '';
      if (!BLOCK_TAGS.has(tag)) {
        if (node.nodeType !== Node.TEXT_NODE || node.textContent?.trim()) pending.push(node);
        continue;
      }
      await flush();
      out.push(...(await this.block(node as Element, tag, place)));
    }
    await flush();
    return out;
  }

  private async block(el: Element, tag: string, place: Place): Promise<Block[]> {
    const d = this.docx;
    if (/^h[1-6]$/.test(tag))
      return [new d.Paragraph({ heading: d.HeadingLevel[HEADINGS[Number(tag[1]) - 1]!], children: await this.inlines(el, {}) })];
    if (tag === 'p') return [this.paragraph(await this.inlines(el, {}), place)];
    if (tag === 'ul' || tag === 'ol') return this.list(el, tag === 'ol', place);
    if (tag === 'blockquote') return this.blocks(el, { ...place, indent: (place.indent ?? 0) + 720 });
    if (tag === 'pre') {
      const lines = (el.textContent ?? '').split('\n');
      return [
        new d.Paragraph({
          style: NORMAL,
          children: lines.map((text, i) => new d.TextRun({ text, font: 'Courier New', break: i ? 1 : 0 })),
        }),
      ];
    }
    if (tag === 'hr')
      return [new d.Paragraph({ style: NORMAL, border: { bottom: { style: d.BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } } })];
    if (tag === 'table') return [await this.table(el)];
    return this.blocks(el, place);
  }

  private paragraph(children: Inline[], place: Place): Docx.Paragraph {
    return new this.docx.Paragraph({
      children,
      style: NORMAL,
      ...(place.bullet !== undefined ? { bullet: { level: place.bullet } } : {}),
      ...(place.ordered ? { numbering: { reference: ORDERED, level: place.ordered.level, instance: place.ordered.instance } } : {}),
      ...(place.indent ? { indent: { left: place.indent } } : {}),
    });
  }

  /** Each list item's paragraphs carry the bullet or number; a nested list goes one level deeper. */
  private async list(el: Element, ordered: boolean, place: Place): Promise<Block[]> {
    const level = place.bullet !== undefined ? place.bullet + 1 : place.ordered ? place.ordered.level + 1 : 0;
    // Every numbered list counts from 1 again: its own numbering instance.
    const instance = (this.lists += 1);
    const itemPlace: Place = ordered ? { ordered: { level, instance }, indent: place.indent } : { bullet: level, indent: place.indent };
    const out: Block[] = [];
    for (const item of Array.from(el.children).filter((c) => c.tagName.toLowerCase() === 'li'))
      out.push(...(await this.blocks(item, itemPlace)));
    return out;
  }

  private async table(el: Element): Promise<Docx.Table> {
    const d = this.docx;
    const rows = Array.from(el.querySelectorAll(':scope > tr, :scope > thead > tr, :scope > tbody > tr, :scope > tfoot > tr'));
    const tableRows = await Promise.all(
      rows.map(
        async (tr) =>
          new d.TableRow({
            tableHeader: tr.parentElement?.tagName.toLowerCase() === 'thead',
            children: await Promise.all(
              Array.from(tr.children)
                .filter((c) => /^t[dh]$/i.test(c.tagName))
                .map(async (cell) => {
                  const content = await this.blocks(cell, {});
                  return new d.TableCell({
                    columnSpan: Number(cell.getAttribute('colspan')) || undefined,
                    rowSpan: Number(cell.getAttribute('rowspan')) || undefined,
                    // A cell must hold a paragraph, even an empty one.
                    children: content.length ? content : [this.paragraph([], {})],
                  });
                }),
            ),
          }),
      ),
    );
    return new d.Table({
      width: { size: 100, type: d.WidthType.PERCENTAGE },
      rows: tableRows.length ? tableRows : [new d.TableRow({ children: [new d.TableCell({ children: [this.paragraph([], {})] })] })],
    });
  }

  /** The runs of inline content, the style of the enclosing marks carried down. */
  async inlines(node: Node, style: RunStyle): Promise<Inline[]> {
    const d = this.docx;
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      return text ? [this.run(text, style)] : [];
    }
    if (!(node instanceof Element)) return [];
    const tag = node.tagName.toLowerCase();
    if (tag === 'br') return [new d.TextRun({ text: '', break: 1 })];
    if (tag === 'img') return this.picture(node as HTMLImageElement);
    const inner = { ...style, ...MARKS[tag] };
    const children = (await Promise.all(Array.from(node.childNodes).map((c) => this.inlines(c, inner)))).flat();
    const href = tag === 'a' ? node.getAttribute('href') : null;
    if (href && /^(https?:|mailto:)/i.test(href))
      return [new d.ExternalHyperlink({ link: href, children: children.length ? children : [this.run(href, inner)] })];
    return children;
  }

  private run(text: string, s: RunStyle): Docx.TextRun {
    return new this.docx.TextRun({
      text,
      bold: s.bold,
      italics: s.italics,
      strike: s.strike,
      subScript: s.subScript,
      superScript: s.superScript,
      ...(s.underline ? { underline: {} } : {}),
      ...(s.code ? { font: 'Courier New' } : {}),
    });
  }

  /** The picture embedded at its own size, at most the page width; one that cannot be fetched is left out. */
  private async picture(img: HTMLImageElement): Promise<Inline[]> {
    const src = img.getAttribute('src');
    if (!src) return [];
    try {
      const answer = await fetch(src, { credentials: 'same-origin' });
      const blob = await answer.blob();
      const type = PICTURE_TYPES[blob.type];
      if (!answer.ok || !type) return [];
      const bitmap = await createImageBitmap(blob);
      const scale = Math.min(1, MAX_PICTURE_WIDTH / bitmap.width);
      const transformation = { width: Math.round(bitmap.width * scale), height: Math.round(bitmap.height * scale) };
      bitmap.close();
      return [
        new this.docx.ImageRun({
          type,
          data: await blob.arrayBuffer(),
          transformation,
          altText: { name: img.alt || 'picture', description: img.alt, title: img.alt },
        }),
      ];
    } catch {
      return [];
    }
  }
}

const BLOCK_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'hr',
  'table',
  'div',
  'section',
  'article',
]);

const MARKS: Record<string, RunStyle> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italics: true },
  i: { italics: true },
  u: { underline: true },
  s: { strike: true },
  strike: { strike: true },
  del: { strike: true },
  code: { code: true },
  sub: { subScript: true },
  sup: { superScript: true },
};
