import { SmartLink } from '~/components/ui/SmartLink';
import { Words } from '~/components/ui/Words';
import { Section } from '~/components/sections/parts/Section';
import type { SectionProps } from '~/components/sections/types';
import { BidiText } from '~/components/ui/BidiText';
import { partId } from '~/lib/ids';

/**
 * Products side by side, one column each; every cell is a fact from the product's file, and every
 * product has every row. Phones get the same facts as one card per product (docs/decisions/2700).
 */
export function Comparison({ section, anchor }: SectionProps<'comparison'>) {
  const dark = section.tone === 'dark';
  return (
    <Section section={section} anchor={anchor} tone={section.tone}>
      {/* From 768px: one table, a column per product. */}
      <div className="hidden overflow-hidden rounded-3xl bg-white ring-1 ring-ink-200 md:block">
        {/* text-start on the header cells themselves: a th centres itself unless the alignment it inherits is other than "start". */}
        <table className="w-full table-fixed border-collapse text-start">
          <caption id={partId(anchor, 'caption')} className="sr-only">
            {section.caption}
          </caption>
          <thead>
            <tr className="border-b border-ink-100">
              <td className="w-1/4 px-6 py-5" />
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
                <th scope="row" className="px-6 py-5 text-start text-sm font-medium text-ink-600">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={section.columns[i]?.path ?? i} className="px-6 py-5 font-display text-lg font-semibold text-ink-950">
                    <BidiText text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* On phones: a card per product, each row a label and its value, nothing to scroll sideways. */}
      <ul className="grid gap-4 md:hidden" data-pagefind-ignore="">
        {section.columns.map((column, i) => (
          <li key={column.path} className="rounded-3xl bg-white p-5 ring-1 ring-ink-200">
            <h3 className="font-display text-lg font-semibold">
              <SmartLink href={column.path} className="text-ink-950 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700">
                <Words text={column.name} />
              </SmartLink>
            </h3>
            <dl className="mt-3 divide-y divide-ink-100">
              {section.rows.map((row) => (
                <div key={row.label} className="py-3">
                  <dt className="text-sm font-medium text-ink-600">{row.label}</dt>
                  <dd className="mt-1 font-semibold text-ink-950">
                    <BidiText text={row.cells[i] ?? ''} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {section.note ? (
        <p className={dark ? 'mt-4 text-sm text-ink-300' : 'mt-4 text-sm text-ink-500'}>
          <Words text={section.note} />
        </p>
      ) : null}
    </Section>
  );
}
