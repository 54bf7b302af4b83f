import { SmartLink } from '../ui/SmartLink';
import { Section } from './parts/Section';
import type { SectionProps } from './types';

/** Products side by side, one column each; every cell is a fact from the product's file, and every product has every row. */
export function Comparison({ section, anchor }: SectionProps<'comparison'>) {
  const dark = section.tone === 'dark';
  return (
    <Section anchor={anchor} id={section.id} eyebrow={section.eyebrow} heading={section.heading} lead={section.lead} tone={section.tone}>
      {/* On narrow screens the table scrolls sideways; the row labels stay in place. */}
      <div className="overflow-x-auto rounded-3xl bg-white ring-1 ring-ink-100" tabIndex={0} role="group" aria-labelledby={`${anchor}-caption`}>
        {/* text-start on the header cells themselves: a th centres itself unless the alignment it inherits is other than "start". */}
        <table className="w-full min-w-[40rem] table-fixed border-collapse text-start">
          <caption id={`${anchor}-caption`} className="sr-only">
            {section.caption}
          </caption>
          <thead>
            <tr className="border-b border-ink-100">
              <td className="sticky inset-s-0 w-36 bg-white px-5 py-5 sm:w-1/4 sm:px-6" />
              {section.columns.map((column) => (
                <th key={column.path} scope="col" className="px-6 py-5 text-start font-display text-lg font-semibold text-ink-950">
                  <SmartLink href={column.path} className="text-ink-950 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700">
                    {column.name}
                  </SmartLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.label} className="border-b border-ink-100 last:border-b-0">
                <th scope="row" className="sticky inset-s-0 bg-white px-5 py-5 text-start text-sm font-medium text-ink-600 sm:px-6">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={section.columns[i]?.path ?? i} className="px-6 py-5 font-display text-lg font-semibold text-ink-950">
                    <bdi>{cell}</bdi>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {section.note ? <p className={dark ? 'mt-4 text-sm text-ink-300' : 'mt-4 text-sm text-ink-500'}>{section.note}</p> : null}
    </Section>
  );
}
