import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { Ticker } from '@marquee/protocol/player';

const SEPARATOR = '\u2003•\u2003';

/**
 * A location's scrolling strip, on screens and in the dashboard's preview. Its widths are read
 * once when it starts; from then on only `transform` animates (Web Animations), which the
 * compositor runs without layout or the main thread, so it keeps its pace on a cheap stick and
 * while the content underneath changes. New settings start it again.
 */
export function TickerStrip({ ticker, fontSize }: { ticker: Ticker; fontSize: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const text = ticker.items.join(SEPARATOR);

  useLayoutEffect(() => {
    const from = strip.current?.clientWidth ?? 0;
    const to = -(track.current?.scrollWidth ?? 0);
    if (!track.current || from === 0) return;
    const animation = track.current.animate(
      [{ transform: `translate3d(${from}px, 0, 0)` }, { transform: `translate3d(${to}px, 0, 0)` }],
      { duration: ((from - to) / ticker.speed) * 1000, iterations: Infinity, easing: 'linear' },
    );
    return () => animation.cancel();
  }, [text, ticker.speed, fontSize]);

  const style: CSSProperties = {
    position: 'absolute',
    left: 0,
    right: 0,
    [ticker.position]: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    background: ticker.backgroundColor,
    color: ticker.textColor,
    fontSize,
    fontWeight: 600,
    lineHeight: 1.6,
    pointerEvents: 'none',
  };
  return (
    <div ref={strip} style={style} data-testid="ticker" data-position={ticker.position}>
      <div
        ref={track}
        style={{
          display: 'inline-block',
          willChange: 'transform',
          transform: 'translate3d(100vw, 0, 0)',
        }}
        data-testid="ticker-track"
      >
        {text}
      </div>
    </div>
  );
}
