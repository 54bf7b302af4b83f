import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Props = {
  title: string;
  /** BCP 47 tag and direction of the document drawn inside (`<html lang dir>`, as a built page has them). */
  lang: string;
  dir: 'ltr' | 'rtl';
  stylesheets: readonly string[];
  children: ReactNode;
};

/**
 * A document of its own for a preview: `<html lang dir>` as the built page has it, the site's
 * stylesheets, and a width of its own, so the kit's breakpoints and right-to-left rules apply as
 * they do on the site. Its children are rendered into it by a portal.
 */
export function Frame({ title, lang, dir, stylesheets, children }: Props) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${encodeURI(href)}">`).join('');
  return (
    <>
      <iframe
        title={title}
        srcDoc={`<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">${links}</head><body></body></html>`}
        onLoad={(event) => setBody(event.currentTarget.contentDocument?.body ?? null)}
        style={{ display: 'block', width: '100%', height: '100%', border: 0, background: 'white' }}
      />
      {body ? createPortal(children, body) : null}
    </>
  );
}
