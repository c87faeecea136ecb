/** Full page loads, behind one object so tests can observe them without replacing window.location. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
