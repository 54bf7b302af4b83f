/**
 * Which preview draws which collection (a translation as its English collection is drawn, in its
 * language). Each is handed the file the save would write (./draft.ts), so its body's problems
 * name the save's file and line.
 */
import type { ComponentType } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { CmsConfig } from '~/admin/config-types';
import type { SourceFile } from '~/content/source';
import { CareerPreview, NewsPreview, ProductPreview, SitePreview } from './ItemPreviews';
import { draftSource } from './draft';
import { PagePreview } from './PagePreview';

type Preview = ComponentType<PreviewTemplateComponentProps>;

export function previewTemplates(config: CmsConfig): [string, Preview][] {
  const withSource = (Drawn: ComponentType<PreviewTemplateComponentProps & { source?: SourceFile | undefined }>): Preview =>
    function WithSource(props: PreviewTemplateComponentProps) {
      return <Drawn {...props} source={draftSource(config, props.entry)} />;
    };
  const page = withSource(PagePreview);
  const news = withSource(NewsPreview);
  const career = withSource(CareerPreview);
  return config.collections.flatMap((collection): [string, Preview][] => {
    switch (collection.translates ?? collection.name) {
      case 'pages':
        return [[collection.name, page]];
      case 'news':
        return [[collection.name, news]];
      case 'careers':
        return [[collection.name, career]];
      case 'products':
        return [[collection.name, ProductPreview]];
      case 'site':
        // A files collection's preview is registered under each file's name.
        return (collection.files ?? []).map((file): [string, Preview] => [file.name, SitePreview]);
      default:
        return [];
    }
  });
}
