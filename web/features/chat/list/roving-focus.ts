/** Up/Down (and Home/End) move focus between the rows of a list that mark themselves with `data-chat-row`. */
export const moveRowFocus = (event: React.KeyboardEvent<HTMLElement>) => {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const list = event.currentTarget.closest('[data-chat-rows]');
  if (!list) return;
  const rows = Array.from(list.querySelectorAll<HTMLElement>('[data-chat-row]'));
  const index = rows.indexOf(event.currentTarget);
  const next = {
    ArrowDown: Math.min(rows.length - 1, index + 1),
    ArrowUp: Math.max(0, index - 1),
    Home: 0,
    End: rows.length - 1,
  }[event.key as 'ArrowDown'];
  event.preventDefault();
  rows[next]?.focus();
};
