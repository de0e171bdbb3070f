import { useEffect, useRef } from 'react';
import type { WebPageData } from '@marquee/protocol/player';
import { WebPageFrame } from '../../../shared/ui/web-page-frame';
import type { SlotView } from './slot-view-props';

/**
 * A page that has not loaded by now is skipped and reported. (A page that refuses framing is
 * caught when it is saved: browsers fire `load` for the refusal too, so a screen cannot tell.)
 */
export const PAGE_LOAD_TIMEOUT_MS = 15_000;

function IframeView({ slot, onReady, onFailed }: Parameters<SlotView['View']>[0]) {
  const page = slot.item.data as WebPageData | undefined;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!page) {
      onFailed();
      return;
    }
    timer.current = window.setTimeout(onFailed, PAGE_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer.current);
    // Once per slot: the callbacks are new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slot.key, page?.url]);
  if (!page) return null;
  const loaded = () => {
    window.clearTimeout(timer.current);
    onReady();
  };
  return (
    <div
      className="fill"
      style={{ position: 'relative', overflow: 'hidden' }}
      data-testid="web-page"
    >
      <WebPageFrame page={page} title={slot.item.originalName} onLoad={loaded} />
    </div>
  );
}

/** A web page, loaded by the screen itself (never through the server), never cached offline. */
export const iframeView: SlotView = { readyOnMount: false, endsWithMedia: false, View: IframeView };
