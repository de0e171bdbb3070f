import { useEffect, useState } from 'react';
import type { WebPageData } from '@marquee/protocol/player';

/**
 * A web page in a sandboxed frame: scripts run (menus and dashboards need them) but it can
 * neither navigate the screen nor open windows. A page on this site's own origin loses
 * allow-same-origin, so it could not reach into the player around it.
 */
export function WebPageFrame({
  page,
  title,
  onLoad,
}: {
  page: WebPageData;
  title: string;
  onLoad?: () => void;
}) {
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (!page.reloadIntervalS) return;
    const timer = window.setInterval(() => setReloads((n) => n + 1), page.reloadIntervalS * 1000);
    return () => window.clearInterval(timer);
  }, [page.reloadIntervalS]);

  const sameOrigin = new URL(page.url, window.location.href).origin === window.location.origin;
  const scale = `${100 / page.zoom}%`;
  return (
    <iframe
      key={reloads}
      src={page.url}
      title={title}
      sandbox={sameOrigin ? 'allow-scripts' : 'allow-scripts allow-same-origin'}
      referrerPolicy="no-referrer"
      allow=""
      loading="eager"
      onLoad={onLoad}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: scale,
        height: scale,
        border: 0,
        background: '#fff',
        transform: `scale(${page.zoom})`,
        transformOrigin: '0 0',
      }}
    />
  );
}
