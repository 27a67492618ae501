/**
 * Code loaded on demand (a page's chunk, the player's) that did not arrive: the network failed, or a new release
 * replaced the file the open tab still names (content-hashed names, decision 0090). Reloading the document is
 * the one cure that works in every browser: most still cache a failed `import()` for the life of the page, and only
 * the new document knows a new release's file names.
 */
export class CodeLoadError extends Error {
  constructor(cause: unknown) {
    super('Code loaded on demand could not be fetched', { cause });
    this.name = 'CodeLoadError';
  }
}

/** For `import(…).catch(codeLoadFailed)`: the import's failure, marked as a {@link CodeLoadError}. */
export function codeLoadFailed(cause: unknown): never {
  throw new CodeLoadError(cause);
}
