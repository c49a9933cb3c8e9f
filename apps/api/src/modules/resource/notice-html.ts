// Notice content is HTML from the rich-text editor (or a Word import): sanitized on the server before it is stored,
// so no script, event handler, style or javascript: link survives whatever the client sends. Pictures are links to
// stored objects (the console uploads Word's pictures through put-file): a data: URL is not kept.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'span', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'discard',
  // A picture whose link was not kept (a data: URL, say) is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export const sanitizeNotice = (html: string) => sanitizeHtml(html, OPTIONS);

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** The characters a reader sees: the text without tags, an entity counting as the one character it stands for. */
export const visibleLength = (html: string) => sanitizeHtml(html, TEXT_ONLY).replace(/&(?:[a-z]+|#\d+|#x[\da-f]+);/gi, '_').length;
