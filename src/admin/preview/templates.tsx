/** Which preview draws which collection (a translation as its English collection is drawn, in its language). */
import type { ComponentType } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { CmsConfig } from '~/admin/config-types';
import { CareerPreview, NewsPreview, ProductPreview, SitePreview } from './ItemPreviews';
import { PagePreview } from './PagePreview';

export function previewTemplates(config: CmsConfig): [string, ComponentType<PreviewTemplateComponentProps>][] {
  return config.collections.flatMap((collection): [string, ComponentType<PreviewTemplateComponentProps>][] => {
    switch (collection.translates ?? collection.name) {
      case 'pages':
        return [[collection.name, PagePreview]];
      case 'news':
        return [[collection.name, NewsPreview]];
      case 'careers':
        return [[collection.name, CareerPreview]];
      case 'products':
        return [[collection.name, ProductPreview]];
      case 'site':
        // A files collection's preview is registered under each file's name.
        return (collection.files ?? []).map((file): [string, ComponentType<PreviewTemplateComponentProps>] => [file.name, SitePreview]);
      default:
        return [];
    }
  });
}
