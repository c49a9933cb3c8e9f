// CSV formula injection: a spreadsheet opening a CSV runs a cell that starts with = + - @ (or a tab / carriage
// return before one) as a formula. Every CSV the server writes goes through `csvStringifier`, which prefixes such a
// cell with a single quote (OWASP); a cell that already starts with a quote gets one too, so that
// `fromCsvCell` (the import side) can strip exactly one quote back and every text survives an export/import round trip.
import { stringify } from 'csv-stringify';

const NEEDS_QUOTE = /^[=+\-@\t\r']/;

/** The cell as written to a CSV file: formula-looking text prefixed with `'`. */
export const toCsvCell = (text: string): string => (NEEDS_QUOTE.test(text) ? `'${text}` : text);

/** The text of a cell of a CSV file: the prefix `toCsvCell` added (a quote before a formula character) removed. */
export const fromCsvCell = (cell: string): string => (cell.startsWith("'") && NEEDS_QUOTE.test(cell.slice(1)) ? cell.slice(1) : cell);

/** A csv-stringify stream whose string cells are neutralised. */
export const csvStringifier = () => stringify({ cast: { string: toCsvCell } });
