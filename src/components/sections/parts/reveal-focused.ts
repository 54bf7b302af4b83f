/**
 * Brings a control that takes focus wholly into view inside a row that scrolls sideways (the chip
 * rows of the newsroom and careers on a phone). The browser scrolls such a row only when the
 * control is wholly out of it: one cut at the edge stayed cut, "Funding" with 27 of its 89 px in
 * sight (issue 46, WCAG 2.4.11).
 */
export function revealFocused(event: React.FocusEvent<HTMLElement>) {
  if (event.target !== event.currentTarget) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
