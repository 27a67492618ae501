/** Reloads the document (the header's logo on /home, a page that failed to load); a seam for tests. */
export const pageReload = {
  reload: () => {
    window.location.reload();
  },
};
