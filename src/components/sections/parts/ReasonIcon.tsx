import type { reasonIcons } from '~/kinds/reasons/schema';

type Icon = (typeof reasonIcons)[number];

/** Small drawings for the reasons to join, in the site palette. */
const drawings: Record<Icon, React.ReactNode> = {
  // A robot on the move: field work, not lab work.
  field: (
    <>
      <rect x="8" y="30" width="32" height="8" rx="4" fill="#a8e6ea" />
      <rect x="14" y="12" width="20" height="16" rx="6" fill="#0d7a85" />
      <circle cx="20.5" cy="20" r="2.2" fill="#ffffff" />
      <circle cx="27.5" cy="20" r="2.2" fill="#ffffff" />
      <rect x="22.5" y="6" width="3" height="6" rx="1.5" fill="#0b1a2c" />
      <circle cx="14" cy="38" r="3" fill="#0b1a2c" />
      <circle cx="34" cy="38" r="3" fill="#0b1a2c" />
    </>
  ),
  // Stacked layers: brain, perception, body.
  stack: (
    <>
      <rect x="8" y="30" width="32" height="9" rx="3" fill="#0b1a2c" />
      <rect x="11" y="19.5" width="26" height="9" rx="3" fill="#0d7a85" />
      <rect x="14" y="9" width="20" height="9" rx="3" fill="#35b3be" />
      <circle cx="24" cy="13.5" r="2" fill="#f4b73c" />
    </>
  ),
  // Connected places.
  regions: (
    <>
      <path d="M13 33 24 14l11 19" fill="none" stroke="#a8e6ea" strokeWidth="3" strokeLinecap="round" />
      <path d="M13 33h22" stroke="#a8e6ea" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="14" r="6" fill="#0d7a85" />
      <circle cx="13" cy="33" r="5" fill="#0b1a2c" />
      <circle cx="35" cy="33" r="5" fill="#35b3be" />
    </>
  ),
};

export function ReasonIcon({ icon }: { icon: Icon }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      {drawings[icon]}
    </svg>
  );
}
