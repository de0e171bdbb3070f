import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { AnnouncementSlideData } from '@marquee/protocol/player';

/** The largest title, as a share of the slide's height: a two-word title need not fill it all. */
const MAX_TITLE_SHARE = 0.2;
/** Below this many pixels the title stops shrinking (a thumbnail-sized preview). */
const MIN_TITLE_PX = 6;

/**
 * The largest font size at which everything fits the box: a binary search over the title size
 * (the body follows it in em), measured by the browser itself, again whenever the box resizes.
 */
function useFitText(box: React.RefObject<HTMLElement | null>, text: string) {
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = content.current;
    if (!outer || !inner) return;
    const fits = () =>
      inner.scrollHeight <= outer.clientHeight && inner.scrollWidth <= outer.clientWidth;
    const fit = () => {
      let lo = MIN_TITLE_PX;
      let hi = Math.max(lo, outer.clientHeight * MAX_TITLE_SHARE);
      while (hi - lo > 0.5) {
        const mid = (lo + hi) / 2;
        inner.style.fontSize = `${mid}px`;
        if (fits()) lo = mid;
        else hi = mid;
      }
      inner.style.fontSize = `${lo}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [box, text]);
  return content;
}

const ALIGN_ITEMS = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * An announcement slide as HTML, the same in the dashboard's preview and on screens: sharp at
 * any size, and the user's text only ever as text (React escapes it), never as markup.
 */
export function AnnouncementSlide({
  data,
  backgroundUrl,
}: {
  data: AnnouncementSlideData;
  /** The background image, when the slide has one (the player's cached copy). */
  backgroundUrl?: string | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const content = useFitText(box, JSON.stringify(data));
  const image = backgroundUrl ?? data.backgroundImageUrl;
  const frame: CSSProperties = {
    position: 'absolute',
    inset: 0,
    overflow: 'hidden',
    background: data.backgroundColor,
    backgroundImage: image ? `url("${encodeURI(image)}")` : undefined,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    color: data.textColor,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    containerType: 'size',
  };
  const sale = data.template === 'sale';
  const notice = data.template === 'notice';
  return (
    <div style={frame} data-testid="announcement-slide" data-template={data.template}>
      {sale && (
        <div
          aria-hidden
          style={{
            position: 'absolute',
            inset: '3cqmin',
            border: `1.2cqmin dashed ${data.textColor}`,
            borderRadius: '3cqmin',
            opacity: 0.6,
          }}
        />
      )}
      {notice && (
        <div
          aria-hidden
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            bottom: 0,
            width: '3cqw',
            background: data.textColor,
          }}
        />
      )}
      <div
        ref={box}
        style={{
          position: 'absolute',
          inset: notice ? '8cqh 8cqw 8cqh 12cqw' : '9cqh 9cqw',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <div
          ref={content}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: ALIGN_ITEMS[data.align],
            textAlign: data.align,
            gap: '0.4em',
            overflowWrap: 'anywhere',
            textShadow: image ? '0 0.04em 0.2em rgba(0,0,0,0.55)' : undefined,
          }}
        >
          <div
            data-testid="slide-title"
            style={{
              fontWeight: 800,
              lineHeight: 1.1,
              textTransform: sale ? 'uppercase' : undefined,
              letterSpacing: sale ? '0.02em' : undefined,
            }}
          >
            {data.title}
          </div>
          {data.body && (
            <div
              data-testid="slide-body"
              style={{ fontSize: '0.5em', lineHeight: 1.35, whiteSpace: 'pre-wrap', opacity: 0.92 }}
            >
              {data.body}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
