/** Quiet concentric rings and a grid, drawn behind a dark hero. Decoration only. */
export function HeroRings() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_right,black_20%,transparent_70%)]" />
      <svg
        viewBox="0 0 600 600"
        width="600"
        height="600"
        className="absolute top-1/2 -inset-e-40 hidden h-[38rem] w-[38rem] -translate-y-1/2 lg:block"
        fill="none"
      >
        <circle cx="300" cy="300" r="290" stroke="#35b3be" strokeOpacity="0.12" />
        <circle cx="300" cy="300" r="220" stroke="#35b3be" strokeOpacity="0.18" />
        <circle cx="300" cy="300" r="150" stroke="#35b3be" strokeOpacity="0.24" />
        <circle cx="300" cy="300" r="80" stroke="#6fd1d8" strokeOpacity="0.3" />
        <circle cx="300" cy="300" r="10" fill="#6fd1d8" fillOpacity="0.8" />
        <circle cx="300" cy="300" r="22" fill="#35b3be" fillOpacity="0.18" />
      </svg>
    </div>
  );
}
