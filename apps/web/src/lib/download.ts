// Hands a downloaded file (a blob answer: exports, templates, attachments) or one made here to the browser.

/** Saves `blob` as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Long enough for the browser to have started reading a large file.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
