/**
 * Invoker commands (HTML): a button names the element it acts on (`commandfor`, an id) and what it
 * does (`command`), and the browser does it with no script. React passes the lowercase attributes
 * through; its types do not list them yet.
 */
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameter must match React's declaration
  interface ButtonHTMLAttributes<T> {
    /** Id of the dialog or popover this button acts on. */
    commandfor?: string | undefined;
    /** What the button does to it. */
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | undefined;
  }
}
