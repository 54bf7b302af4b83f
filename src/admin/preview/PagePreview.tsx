import { Component, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { Sections } from '~/components/sections/Sections';
import { InsideIsland } from '~/islands/context';
import { languages, DEFAULT_LANG, type Lang } from '~/lib/languages';
import { SiteContext } from '~/islands/site';
import type { SourceFile } from '~/content/source';
import { factsIn, previewData } from './data';
import { Frame } from './Frame';
import { loadSite } from './loaders';
import { previewPage, withUploads } from './resolve';
import { stylesheets } from './styles';

type Values = Record<string, unknown>;

/** The language a collection's files are in (`lang` in the generated configuration; English when absent). */
export function collectionLang(collection: PreviewTemplateComponentProps['collection']): Lang {
  const lang: unknown = collection.get('lang');
  return typeof lang === 'string' && lang in languages ? (lang as Lang) : DEFAULT_LANG;
}

const isImmutable = (value: unknown): value is { toJS: () => unknown } =>
  !!value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function';

/** The entry's values as plain data (Decap hands the entry being edited as Immutable data, another collection's entry as plain data). */
export const valuesOf = (entry: PreviewTemplateComponentProps['entry']): Values => {
  const raw: unknown = entry.get('data');
  const data = isImmutable(raw) ? raw.toJS() : raw;
  return data && typeof data === 'object' && !Array.isArray(data) ? Object.fromEntries(Object.entries(data)) : {};
};

/**
 * A page as the site draws it: its sections by the section kit, its prose by <Prose>, the site's
 * stylesheet, in the page's language and direction. A translated page is shown beside the English
 * page it translates.
 */
export function PagePreview({
  entry,
  collection,
  getAsset,
  getCollection,
  source: file,
}: PreviewTemplateComponentProps & { source?: SourceFile | undefined }) {
  const lang = collectionLang(collection);
  const values = valuesOf(entry);
  const english = collection.get('translates') as string | undefined;
  const slug = (entry.get('slug') as string | undefined) || (typeof values.address === 'string' ? values.address : '');
  const source = useEnglishSource(english, slug, getCollection);
  const page = <PageView values={values} lang={lang} assetUrl={(path) => getAsset(path).url} source={file} />;
  if (!english)
    return (
      <div style={{ height: '100vh' }}>
        <Frame {...frameProps(lang, 'The page as the site shows it')}>{page}</Frame>
      </div>
    );
  return (
    <div style={{ display: 'flex', height: '100vh' }}>
      <Column label={`${new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang} — as the site will show it`}>
        <Frame {...frameProps(lang, 'The translated page as the site shows it')}>{page}</Frame>
      </Column>
      <Column label="English source">
        <Frame {...frameProps(DEFAULT_LANG, 'The English page it translates')}>
          {source ? (
            <PageView values={source} lang={DEFAULT_LANG} assetUrl={(path) => getAsset(path).url} />
          ) : (
            <Note>No English page at this address yet.</Note>
          )}
        </Frame>
      </Column>
    </div>
  );
}

const frameProps = (lang: Lang, title: string) => ({ title, lang: languages[lang].tag, dir: languages[lang].dir, stylesheets: stylesheets() });

/** An entry as Decap hands it: Immutable data read with `get`. */
const isEntry = (item: unknown): item is PreviewTemplateComponentProps['entry'] =>
  !!item && typeof item === 'object' && 'get' in item && typeof item.get === 'function';

/** The English page a translation stands for, read from the same repository as the entry. */
function useEnglishSource(
  collection: string | undefined,
  slug: string,
  getCollection: PreviewTemplateComponentProps['getCollection'],
): Values | undefined {
  const [found, setFound] = useState<{ key: string; values: Values | undefined }>();
  const key = `${collection ?? ''}:${slug}`;
  useEffect(() => {
    if (!collection || !slug) return;
    let live = true;
    getCollection(collection, slug).then(
      (entries: unknown) => {
        const list: unknown[] = Array.isArray(entries) ? entries : [entries];
        const match = list.find((item) => isEntry(item) && item.get('slug') === slug) ?? list[0];
        if (live) setFound({ key, values: isEntry(match) ? valuesOf(match) : undefined });
      },
      () => live && setFound({ key, values: undefined }),
    );
    return () => {
      live = false;
    };
  }, [collection, slug, key, getCollection]);
  return found?.key === key ? found.values : undefined;
}

function PageView({
  values,
  lang,
  assetUrl,
  source,
}: {
  values: Values;
  lang: Lang;
  assetUrl: (path: string) => string;
  source?: SourceFile | undefined;
}) {
  const facts = useMemo(() => factsIn(lang), [lang]);
  const page = previewPage(values, lang, facts, source);
  const served = useMemo(() => new Set(previewData().images), []);
  const sections = withUploads(page.sections, served, assetUrl);
  return (
    <SiteContext value={loadSite(lang)}>
      <InsideIsland value={true}>
        {page.problems.length ? <Problems problems={page.problems} /> : null}
        <main id="main">
          <Suspense fallback={null}>
            {/* A new value tries again what failed to draw before. */}
            <Guard key={JSON.stringify(values)}>
              <Sections sections={sections} body={page.body} />
            </Guard>
          </Suspense>
        </main>
      </InsideIsland>
    </SiteContext>
  );
}

function Column({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      style={{ flex: '1 1 50%', display: 'flex', flexDirection: 'column', minWidth: 0, borderInlineEnd: '1px solid #dfe3e8' }}
    >
      <p style={{ margin: 0, padding: '6px 12px', font: '600 12px/1.4 system-ui, sans-serif', color: '#44515e', background: '#f3f5f7' }}>{label}</p>
      <div style={{ flex: 1, minHeight: 0 }}>{children}</div>
    </section>
  );
}

/** What the preview leaves out until it is fixed, as the content check words it. */
export function Problems({ problems }: { problems: string[] }) {
  return (
    <div
      role="status"
      style={{ margin: 12, padding: '12px 16px', borderRadius: 8, background: '#fff4e5', color: '#5c3a00', font: '14px/1.5 system-ui, sans-serif' }}
    >
      <strong>Not shown until fixed:</strong>
      <ul style={{ margin: '6px 0 0', paddingInlineStart: 20 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

export function Note({ children }: { children: ReactNode }) {
  return <p style={{ margin: 16, font: '14px/1.5 system-ui, sans-serif', color: '#44515e' }}>{children}</p>;
}

/** A component that fails while the copywriter types shows its message instead of blanking the preview. */
export class Guard extends Component<{ children: ReactNode }, { error: Error | undefined }> {
  override state = { error: undefined as Error | undefined };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    // One problem a line: the content check's messages, as the save would list them.
    return this.state.error ? <Problems problems={this.state.error.message.split('\n')} /> : this.props.children;
  }
}
