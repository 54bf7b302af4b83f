import { sitePath } from '../../lib/base-path';
type Props = Omit<React.ComponentProps<'a'>, 'href'> & { href: string; externalHint?: string };

/** A link: pages of the site open in place (each is its own document), other sites in a new tab, safely. */
export function SmartLink({ href, children, externalHint, ...rest }: Props) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {externalHint ? <span className="sr-only"> {externalHint}</span> : null}
      </a>
    );
  }
  return (
    <a href={sitePath(href)} {...rest}>
      {children}
    </a>
  );
}
