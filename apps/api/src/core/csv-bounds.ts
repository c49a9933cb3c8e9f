// The bounds of a CSV file, checked on its text before csv-parse reads it: the fields of one line (as a sheet's
// columns) and of the whole file. csv-parse's cost is per field, and an empty field costs a comma: a 1 MB line of
// commas is a million fields. Counting here is one cheap pass over the characters; a per-field callback in csv-parse
// (its `cast` option) built a context object for every field, twenty times the cost of the parse itself.
import { badRequest } from './app-error.ts';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

/**
 * The record delimiters csv-parse must be given so that its lines are the lines counted here: a CR, an LF or both
 * end a record outside quotes (csv-parse would otherwise keep a lone CR in a field once it has seen an LF).
 */
export const CSV_RECORD_DELIMITERS = ['\r\n', '\n', '\r'];

/**
 * The text, passed on unchanged; throws `csvTooManyColumns` when a line holds more than `columns` fields and
 * `csvTooManyCells` when the file holds more than `cells`. Quotes are followed as csv-parse follows them (a doubled
 * quote inside a quoted field flips twice); a quote csv-parse would not accept makes it refuse the file anyway.
 */
export async function* boundedCsvText(
  texts: AsyncIterable<string>,
  { columns, cells }: { columns: number; cells: number },
): AsyncGenerator<string> {
  let quoted = false;
  let afterCr = false;
  let inLine = 1;
  let total = 1;
  for await (const text of texts) {
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      const crlf = afterCr && c === LF;
      afterCr = false;
      if (c === QUOTE) quoted = !quoted;
      else if (quoted || crlf) continue;
      else if (c === COMMA) {
        inLine += 1;
        total += 1;
        if (inLine > columns) throw badRequest('csvTooManyColumns', { max: columns });
        if (total > cells) throw badRequest('csvTooManyCells', { max: cells });
      } else if (c === LF || c === CR) {
        // The next line's first field (an empty line counts one, an over-estimate csv-parse skips cheaply).
        afterCr = c === CR;
        inLine = 1;
        total += 1;
        if (total > cells) throw badRequest('csvTooManyCells', { max: cells });
      }
    }
    yield text;
  }
}
