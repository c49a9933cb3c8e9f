// Notice content is HTML from the rich-text editor (or a Word import): sanitized on the server before it is stored,
// so no script, event handler, style or javascript: link survives whatever the client sends. Pictures are links to
// stored objects (the console uploads Word's pictures through put-file): a data: URL is not kept.
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { badRequest } from '../../core/app-error.ts';

/**
 * How deep a notice's tags may nest. A Word notice with a table in a table stays under twenty; sanitize-html's time
 * grows with the square of the depth of tags left open (a few hundred kilobytes of `<b><i>` take it seconds), so deeper markup is
 * refused before it is sanitised.
 */
export const NOTICE_MAX_DEPTH = 100;

/** Thrown from the parser's callback to stop it at the limit; caught below, never seen outside. */
class TooDeep extends Error {}

/**
 * Throws `noticeContentTooDeep` when tags nest deeper than NOTICE_MAX_DEPTH. One pass of the parser sanitize-html
 * itself uses (so tags closed implicitly, a `<p>` by the next one, count as it counts them), stopped at the limit:
 * linear in the text, as the parser's stack never grows past the limit.
 */
export function assertNoticeDepth(html: string): void {
  let depth = 0;
  const parser = new Parser(
    {
      onopentag: () => {
        depth += 1;
        if (depth > NOTICE_MAX_DEPTH) throw new TooDeep();
      },
      onclosetag: () => {
        depth -= 1;
      },
    },
    { decodeEntities: true },
  );
  try {
    parser.end(html);
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    throw badRequest('noticeContentTooDeep', { max: NOTICE_MAX_DEPTH });
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'discard',
  // A picture whose link was not kept (a data: URL, say) is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The notice's HTML as stored; throws `noticeContentTooDeep` (see assertNoticeDepth) before sanitising. */
export function sanitizeNotice(html: string): string {
  assertNoticeDepth(html);
  return sanitizeHtml(html, OPTIONS);
}

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** The characters a reader sees: the text without tags, an entity counting as the one character it stands for. */
export const visibleLength = (html: string) => sanitizeHtml(html, TEXT_ONLY).replace(/&(?:[a-z]+|#\d+|#x[\da-f]+);/gi, '_').length;
