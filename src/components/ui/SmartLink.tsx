import { Link } from 'react-router';

type Props = Omit<React.ComponentProps<'a'>, 'href'> & { href: string; externalHint?: string };

/** A link that uses the router inside the site and opens other sites in a new tab, safely. */
export function SmartLink({ href, children, externalHint, ...rest }: Props) {
  if (href.startsWith('/') && !/\.(pdf|xml|txt)$/.test(href)) {
    return (
      <Link to={href} prefetch="intent" {...rest}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {externalHint ? <span className="sr-only"> {externalHint}</span> : null}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
