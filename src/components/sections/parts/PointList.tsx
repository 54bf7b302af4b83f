import { Words } from '~/components/ui/Words';
/** Short titled points with a check mark, e.g. what Tara Learn does in class. */
export function PointList({ points }: { points: { title: string; text: string }[] }) {
  return (
    <ul className="mt-8 space-y-5">
      {points.map((point) => (
        <li key={point.title} className="flex gap-4">
          <span aria-hidden="true" className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
            <svg
              viewBox="0 0 24 24"
              width="14"
              height="14"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            </svg>
          </span>
          <div>
            <h3 className="font-sans text-lg font-semibold text-ink-950">
              <Words text={point.title} />
            </h3>
            <p className="mt-1 leading-7 text-ink-600">
              <Words text={point.text} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
