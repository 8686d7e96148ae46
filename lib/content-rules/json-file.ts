/**
 * A content file's text read as its JSON, or the one problem a marketer reads instead: not JSON,
 * nested deeper than `JSON.stringify` can follow (it throws), or not in the files' format (two-space
 * JSON and a final newline, as the editor writes them). Used on every save, whose bytes anyone with
 * the editor's password can choose.
 */
export function readJsonFile(file: string, text: string): { json: unknown } | { problem: string } {
  let json: unknown;
  let formatted: string;
  try {
    json = JSON.parse(text);
    formatted = `${JSON.stringify(json, null, 2)}\n`;
  } catch {
    return { problem: `${file}: not valid JSON.` };
  }
  if (text !== formatted) return { problem: `${file}: not in the files' format (two-space JSON and a final newline).` };
  return { json };
}
