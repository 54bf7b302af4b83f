/**
 * Which preview draws which collection: pages (and their translations) with the section kit.
 * Collections without one of their own get Decap's list of fields.
 */
import type { ComponentType } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { CmsConfig } from '../config-types';
import { PagePreview } from './PagePreview';

export function previewTemplates(config: CmsConfig): [string, ComponentType<PreviewTemplateComponentProps>][] {
  return config.collections.flatMap((collection): [string, ComponentType<PreviewTemplateComponentProps>][] => {
    switch (collection.translates ?? collection.name) {
      case 'pages':
        return [[collection.name, PagePreview]];
      default:
        return [];
    }
  });
}
