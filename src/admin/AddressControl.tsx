import type { CmsWidgetControlProps } from 'decap-cms-core';

/**
 * The file of an entry: typed once, when the entry is new (its address: `tara-at-the-fair` for
 * /news/tara-at-the-fair); shown, not editable, for an entry that has its file (renaming a file
 * moves a page, which is a developer's change with redirects: CONTENT.md).
 */
type Props = CmsWidgetControlProps<string | undefined> & {
  /** The entry being edited (Decap CMS passes every control its entry and its focus callbacks; its types leave them out). */
  entry?: { get(key: string): unknown };
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
};

export function AddressControl({ value, onChange, forID, classNameWrapper, entry, setActiveStyle, setInactiveStyle }: Props) {
  const path: unknown = entry?.get('path');
  const existing = !entry?.get('newRecord') && typeof path === 'string' && path;
  return (
    <input
      id={forID}
      type="text"
      className={classNameWrapper}
      value={existing ? path : (value ?? '')}
      readOnly={!!existing}
      onChange={(event) => onChange(event.target.value)}
      onFocus={setActiveStyle}
      onBlur={setInactiveStyle}
    />
  );
}
