import { vi } from 'vitest';

export interface Downloads {
  /** The files saved, in order: the name the browser would give each and its content. */
  readonly files: { readonly name: string; readonly blob: Blob }[];
  /** Puts the page's own object URLs and link clicks back. */
  restore(): void;
}

/**
 * Catches the files the app saves through a link's download (`features/course/save-file.ts`). jsdom has no object URLs
 * and does not follow links: the test's own stand in, put back by `restore` (the app project shares its globals
 * between files).
 */
export function captureDownloads(): Downloads {
  const blobs = new Map<string, Blob>();
  const files: { name: string; blob: Blob }[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:test-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) files.push({ name: this.download, blob });
  });
  return {
    files,
    restore() {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    },
  };
}
