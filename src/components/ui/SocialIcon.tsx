import type { Site } from '~/content/schemas/site';

type Network = Site['socials'][number]['network'];

/** Simple glyphs drawn for this site, one per network. */
const paths: Record<Network, React.ReactNode> = {
  facebook: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4V10.5H8v3h2.5V21z" />,
  x: <path d="M4.5 4h4.2l3.6 5 4.3-5h1.9l-5.3 6.2L19.5 20h-4.2l-3.9-5.4L6.7 20H4.8l5.8-6.7zm2.7 1.3 8.8 13.4h1.3L8.6 5.3z" />,
  linkedin: (
    <path d="M5 9h3v11H5zm1.5-5A1.75 1.75 0 1 1 6.5 7.5 1.75 1.75 0 0 1 6.5 4M10.5 9h2.9v1.5h.1a3.2 3.2 0 0 1 2.9-1.7c3.1 0 3.6 2 3.6 4.7V20h-3v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20h-2.9z" />
  ),
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="16.6" cy="7.4" r="1.1" />
    </>
  ),
};

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
      {paths[network]}
    </svg>
  );
}
