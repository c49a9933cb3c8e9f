// A field's label inside an English sentence ("Please choose the post type"): words written with one capital first
// letter are lower-cased, words such as "API", "SM2" or "MinIO" keep their capitals. Other languages are unchanged.
export function lowerCaseLabel(value: unknown, language: string | undefined): string {
  const text = String(value);
  if (!language?.startsWith('en')) return text;
  return text.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}
