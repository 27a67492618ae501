/**
 * Saves `text` as a UTF-8 file through the browser's download, named `name` (less the characters file systems refuse)
 * and `.extension`. Plain text starts with a byte-order mark, so that Windows' Notepad reads Thai and Chinese right;
 * other types go without one (a calendar file is plain UTF-8 by RFC 5545). Returns the file's name.
 */
export function saveFile(name: string, text: string, { extension = 'txt', type = 'text/plain' }: { extension?: string; type?: string } = {}): string {
  const parts = type === 'text/plain' ? ['\uFEFF', text] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  const fileName = `${name.replace(/[\\/:*?"<>|]/gu, ' ')}.${extension}`;
  link.download = fileName;
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
  return fileName;
}
