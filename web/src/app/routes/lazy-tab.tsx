import { lazy, Suspense, type ComponentType } from 'react';
import { CodeLoadBoundary } from '../../shared/ui/code-load-boundary';
import { SectionLoader } from '../../shared/ui/section-loader';

/**
 * A dashboard tab whose code is fetched when it is first opened, so signing in downloads the
 * first tab only (charts, date pickers and editors come with the tabs that use them).
 */
export function lazyTab<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyTab(props: P) {
    return (
      <CodeLoadBoundary>
        <Suspense fallback={<SectionLoader />}>
          <Lazy {...props} />
        </Suspense>
      </CodeLoadBoundary>
    );
  };
}
