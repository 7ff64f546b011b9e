/** How far from its end a scrolled box still counts as at the end: a rounded pixel or a zoomed page's fraction. */
const SLACK_PX = 8;

/** True when a scrolled box shows its last line: a log there follows new lines; one scrolled back is left where it is. */
export function scrolledToEnd(box: { readonly scrollTop: number; readonly scrollHeight: number; readonly clientHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= SLACK_PX;
}
