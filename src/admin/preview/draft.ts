/**
 * The file the save would write for the entry being previewed, parsed as the check parses it, so
 * that a problem the preview shows names the file and line the save would name.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { parseSource, type SourceFile } from '~/content/source';
import type { CmsConfig } from '../config-types';
import { draftFile, draftOf } from '../save';

export function draftSource(config: CmsConfig, entry: PreviewTemplateComponentProps['entry']): SourceFile | undefined {
  try {
    const { file, text } = draftFile(config, draftOf(entry));
    return parseSource(file, text);
  } catch {
    // Fields that cannot be written yet (the form is mid-edit): the text is checked on its own.
    return undefined;
  }
}
