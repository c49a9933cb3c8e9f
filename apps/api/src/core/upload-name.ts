// The original name of an uploaded file, as every upload route stores and shows it: read as UTF-8 (busboy hands
// multipart names over as latin1), without any folder part, and without control characters — in particular the
// bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE and friends) that make `invoice\u202Egpj.exe` display as
// `invoiceexe.jpg` in a list or a download dialog.
const CONTROLS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function originalNameOf(raw: string): string {
  // Only code units up to 0xff: a latin1 reading of UTF-8 bytes.
  const utf8 = /^[^\u0100-\uffff]*$/.test(raw) ? Buffer.from(raw, 'latin1').toString('utf8') : raw;
  const name = (utf8.includes('\ufffd') ? raw : utf8).replace(CONTROLS, '');
  return (name.split(/[\\/]/).pop() ?? '').trim().slice(-255) || 'file';
}
