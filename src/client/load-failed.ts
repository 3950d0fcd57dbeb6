// Shows the page's "could not be fetched" notice (src/components/chrome/LoadFailed.astro): code a tap
// needed did not arrive (offline, the shop unreachable), and only a reload fetches it again.
export function showLoadFailed(): void {
  const notice = document.querySelector<HTMLElement>('[data-load-failed]');
  if (notice) notice.hidden = false;
}
