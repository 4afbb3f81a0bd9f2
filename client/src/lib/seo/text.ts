// Descriptions for search results and link previews: plain text, short. Pure string work, no DOM, so the server's
// render and the browser's agree.

export const DESCRIPTION_MAX = 160;

/** Text at most `max` characters long, cut at a word boundary with an ellipsis when it is longer. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  // A single word longer than the room is cut where the room ends rather than dropped.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–—-]+$/, "")}…`;
}
