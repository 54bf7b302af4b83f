import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnceOnStaleChunk, showStartupFailure } from './lib/startup';
import { enhanceShell } from './components/layout/shell-enhance';

enhanceShell(document);

reloadOnceOnStaleChunk(window);

try {
  if (!document.getElementById('root')) {
    throw Object.assign(new Error('Failed to find the root element. Make sure there is a div with id root in your HTML.'), { kind: 'root' as const });
  }
  startTransition(() => {
    try {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    } catch (error) {
      showStartupFailure(document, 'render', error);
    }
  });
} catch (error) {
  showStartupFailure(document, error instanceof Error && 'kind' in error ? 'root' : 'init', error);
}
