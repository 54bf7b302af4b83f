import type { MDXComponents, MDXProps } from 'mdx/types';
import type { ComponentProps, ComponentType } from 'react';
import { cn } from '~/lib/cn';
import { SmartLink } from './SmartLink';
import { keepWordsTogether } from './Words';

/** Components available inside MDX bodies. Links route inside the site and open others safely. */
export const mdxComponents: MDXComponents = {
  // Typed here: MDX's own element types name a global JSX namespace React 19 no longer declares.
  a: ({ href = '', children, ...rest }: ComponentProps<'a'>) => (
    <SmartLink
      href={href}
      {...rest}
      className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
    >
      {children}
    </SmartLink>
  ),
};

/**
 * What a body is drawn with: the components above, and paragraphs and list items in which a
 * figure ("25 kg", "10.1-inch") stays on one line (docs/decisions/3362). Markdown writes them; they
 * are not components a body names.
 */
export const proseComponents: MDXComponents = {
  ...mdxComponents,
  p: ({ children, ...rest }: ComponentProps<'p'>) => <p {...rest}>{keepWordsTogether(children)}</p>,
  li: ({ children, ...rest }: ComponentProps<'li'>) => <li {...rest}>{keepWordsTogether(children)}</li>,
};

/** Renders a page's MDX body with the site's reading typography. */
export function Prose({ body: Body, className }: { body: ComponentType<MDXProps>; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-3xl text-[1.0625rem] leading-8 text-ink-700',
        '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink-950 [&_h2:first-child]:mt-0',
        '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-950',
        '[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-ink-900',
        '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6 [&_li]:marker:text-brand-500',
        className,
      )}
    >
      <Body components={proseComponents} />
    </div>
  );
}
