/**
 * Previews of the entries that are not pages, drawn by the components that draw them on the site:
 * a news item's and a job posting's own page, a product's hero and specifications table as its
 * page shows them, the site settings' header and footer. Each entry is checked by its schema
 * first (figures filled in); what it gets wrong is listed instead of drawn.
 */
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { JobPostingView } from '~/components/items/JobPostingView';
import { NewsArticleView } from '~/components/items/NewsArticleView';
import { SiteShell } from '~/components/layout/SiteShell';
import { Sections } from '~/components/sections/Sections';
import { isolateForRtl, resolveFactsDeep } from '~/content/facts';
import { resolveSection } from '~/content/sections.server';
import { careerSchema } from '~/content/schemas/careers';
import { newsSchema } from '~/content/schemas/news';
import { productSchema } from '~/content/schemas/products';
import { siteSchema } from '~/content/schemas/site';
import type { SourceFile } from '~/content/source';
import { withProductLinks } from '~/content/site-menu';
import { deepMerge, mergeProduct, TRANSLATION_OF, translatedProductSchema } from '~/content/translation';
import { InsideIsland } from '~/islands/context';
import { languages, type Lang } from '~/lib/languages';
import { SiteContext } from '~/islands/site';
import { draftProduct, factsIn, previewData } from './data';
import { Frame } from './Frame';
import { loadProduct, loadSite } from './loaders';
import { collectionLang, Guard, Problems, valuesOf } from './PagePreview';
import { previewBody } from './body';
import { problemsIn, withUploads } from './resolve';
import { stylesheets } from './styles';

type Values = Record<string, unknown>;

/** The entry's fields as its file holds them: without the text below them, the editor's own fields and a translation's stamp. */
function fieldsOf(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([key]) => key !== 'body' && key !== 'address' && key !== TRANSLATION_OF));
}

/** The slug of an entry: its file name, or the address a new one is being made under. */
function slugOf(props: PreviewTemplateComponentProps, values: Values): string {
  const slug: unknown = props.entry.get('slug');
  return typeof slug === 'string' && slug ? slug : typeof values.address === 'string' ? values.address : 'new';
}

/** A frame in the entry's language, the site settings in context, islands drawn in place. */
function Drawn({ lang, title, children }: { lang: Lang; title: string; children: ReactNode }) {
  return (
    <div style={{ height: '100vh' }}>
      <Frame title={title} lang={languages[lang].tag} dir={languages[lang].dir} stylesheets={stylesheets()}>
        <SiteContext value={loadSite(lang)}>
          <InsideIsland value={true}>
            <MemoryRouter>
              <Suspense fallback={null}>{children}</Suspense>
            </MemoryRouter>
          </InsideIsland>
        </SiteContext>
      </Frame>
    </div>
  );
}

/** The file the save would write, for the body's lines (./draft.ts). */
type WithSource = PreviewTemplateComponentProps & { source?: SourceFile | undefined };

export function NewsPreview(props: WithSource) {
  const values = valuesOf(props.entry);
  const facts = factsIn();
  const parsed = newsSchema.safeParse(resolveFactsDeep(fieldsOf(values), facts));
  const { newsroom } = previewData();
  return (
    <Drawn lang="en" title="The news item as the site shows it">
      {parsed.success ? (
        <Guard key={JSON.stringify(values)}>
          <NewsArticleView
            item={withUploads(parsed.data, new Set(previewData().images), (path) => props.getAsset(path).url)}
            body={previewBody(typeof values.body === 'string' ? values.body : '', facts, props.source)}
            copy={newsroom.article}
            categories={newsroom.categories}
            newer={null}
            older={null}
          />
        </Guard>
      ) : (
        <Problems problems={problemsIn(newsSchema, resolveFactsDeep(fieldsOf(values), facts), '')} />
      )}
    </Drawn>
  );
}

export function CareerPreview(props: WithSource) {
  const values = valuesOf(props.entry);
  const facts = factsIn();
  const parsed = careerSchema.safeParse(resolveFactsDeep(fieldsOf(values), facts));
  return (
    <Drawn lang="en" title="The job posting as the site shows it">
      {parsed.success ? (
        <Guard key={JSON.stringify(values)}>
          <JobPostingView
            posting={{ ...parsed.data, slug: slugOf(props, values) }}
            body={previewBody(typeof values.body === 'string' ? values.body : '', facts, props.source)}
            copy={previewData().careersCopy.posting}
          />
        </Guard>
      ) : (
        <Problems problems={problemsIn(careerSchema, resolveFactsDeep(fieldsOf(values), facts), '')} />
      )}
    </Drawn>
  );
}

/** A product as its page presents it: the hero (name, status, key facts, portrait) and the specifications table. */
export function ProductPreview(props: PreviewTemplateComponentProps) {
  const lang = collectionLang(props.collection);
  const values = fieldsOf(valuesOf(props.entry));
  const id = slugOf(props, valuesOf(props.entry));
  const english = previewData().english[`content/products/${id}.yaml`];
  const data = lang === 'en' || english === undefined ? values : mergeProduct(english, values);
  const own = lang === 'en' ? [] : problemsIn(translatedProductSchema, values, '');
  const parsed = productSchema.safeParse(data);
  const problems = [...own, ...(parsed.success ? [] : problemsIn(productSchema, data, ''))];
  if (!parsed.success || problems.length) {
    return (
      <Drawn lang={lang} title="The product as its page shows it">
        <Problems problems={problems} />
      </Drawn>
    );
  }
  // Shown in place of the product as the editor was built, for as long as it is drawn.
  draftProduct(
    lang,
    { ...parsed.data, image: withUploads(parsed.data.image, new Set(previewData().images), (path) => props.getAsset(path).url), id },
    id,
  );
  const sections = [
    resolveSection({ type: 'product-hero', product: id, lead: '' }, lang),
    resolveSection({ type: 'spec-list', product: id, heading: loadProduct(id, lang).name, tone: 'white' }, lang),
  ];
  return (
    <Drawn lang={lang} title="The product as its page shows it">
      <Guard key={JSON.stringify(values)}>
        <Sections sections={sections} body={undefined} />
      </Guard>
    </Drawn>
  );
}

/** The site settings as every page shows them: header, menu and footer around an empty page. */
export function SitePreview(props: PreviewTemplateComponentProps) {
  const lang = collectionLang(props.collection);
  const values = fieldsOf(valuesOf(props.entry));
  const facts = factsIn(lang);
  const wrap = languages[lang].dir === 'rtl' ? isolateForRtl : undefined;
  const data = resolveFactsDeep(lang === 'en' ? values : deepMerge(previewData().english['content/site.yaml'], values), facts, wrap);
  const parsed = siteSchema.safeParse(data);
  if (!parsed.success) {
    return (
      <Drawn lang={lang} title="The site settings as every page shows them">
        <Problems problems={problemsIn(siteSchema, data, '')} />
      </Drawn>
    );
  }
  const edition = previewData().site[lang]?.edition;
  const site = { ...withProductLinks(parsed.data, (id) => loadProduct(id, lang)), ...(edition ? { edition } : {}) };
  return (
    <Drawn lang={lang} title="The site settings as every page shows them">
      <SiteContext value={site}>
        <Guard key={JSON.stringify(values)}>
          <SiteShell site={site} pathname="/" page={undefined}>
            <div style={{ minHeight: '40vh' }} />
          </SiteShell>
        </Guard>
      </SiteContext>
    </Drawn>
  );
}
