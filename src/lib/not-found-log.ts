/** On the not-found page, logs the address the visitor asked for, with the page's own message. */
export function logMissedAddress(doc: Document): void {
  const message = doc.querySelector<HTMLElement>('[data-missed-address-message]')?.dataset.missedAddressMessage;
  if (message) console.warn(message, doc.location.pathname);
}
