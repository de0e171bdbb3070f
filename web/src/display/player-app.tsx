import { useCallback, useEffect, useMemo, useState } from 'react';
import { readParams } from './lib/params';
import { clearCredential, loadCredential } from './lib/credential';
import { slotView, toSlots, type Slot } from './lib/slots';
import { createMediaClock } from './lib/media-clock';
import { warmMediaCache } from './lib/media-cache';
import { useSnapshot } from './hooks/use-snapshot';
import { usePlayback } from './hooks/use-playback';
import { useSequencer } from './hooks/use-sequencer';
import { useKeys } from './hooks/use-keys';
import { useScreenAwake } from './hooks/use-screen-awake';
import { usePush } from './hooks/use-push';
import { useHealthReport } from './hooks/use-health-report';
import { usePlayRecorder } from './hooks/use-play-recorder';
import { Stage } from './components/stage';
import { Overlay } from './components/overlay';
import { MessageScreen } from './components/message-screen';
import { SuspendedScreen } from './components/suspended-screen';
import { EmergencyScreen } from './components/emergency-screen';
import { useLocalAlert } from './hooks/use-local-alert';
import { TickerStrip } from '../shared/ui/ticker-strip';

const params = readParams(window.location.search);

export function PlayerApp() {
  useScreenAwake(params.fullscreen);
  if (params.locationId === null) {
    return (
      <MessageScreen
        testId="no-location"
        title="No location specified. Please add ?location=ID to the URL."
      />
    );
  }
  return <LocationPlayer locationId={params.locationId} preview={params.preview} />;
}

function LocationPlayer({ locationId, preview }: { locationId: number; preview: boolean }) {
  const credential = loadCredential();
  // Preview is the owner's (session cookie): a paired screen's token never asks for it.
  const token = !preview && credential?.locationId === locationId ? credential.token : null;
  const { snapshot, receivedAt, skewMs, connection, notAllowed, refresh } = useSnapshot(
    locationId,
    token,
    preview,
  );
  const revoked = useCallback(() => {
    clearCredential();
    window.location.replace('/pair-display');
  }, []);

  useEffect(() => {
    // A screen whose token was revoked (or never paired) goes back to pairing; a preview says why.
    if (notAllowed && !preview) revoked();
  }, [notAllowed, preview, revoked]);

  const resolved = usePlayback(snapshot, receivedAt, skewMs, preview);
  const itemsKey = JSON.stringify(resolved?.items ?? []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const slots = useMemo(() => toSlots(resolved?.items ?? []), [itemsKey]);
  useEffect(() => void warmMediaCache(slots), [slots]);

  const [clock] = useState(createMediaClock);
  const mediaDurationMs = useCallback(
    (key: string) => {
      const d = clock.get(key)?.duration;
      return d && Number.isFinite(d) ? d * 1000 : null;
    },
    [clock],
  );
  const seq = useSequencer(slots, mediaDurationMs);
  const current = seq.current?.item;
  const showing = useMemo(
    () =>
      current
        ? {
            contentId: current.id,
            name: current.originalName,
            // Skipped: its owner's screens list says so.
            ...(seq.failed ? { error: 'it did not load' } : {}),
          }
        : null,
    [current?.id, current?.originalName, seq.failed], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const socket = usePush(locationId, token, refresh, revoked, showing);
  // An owner's preview tab is not a screen: only paired screens report their health.
  useHealthReport(token ? socket : null, showing);
  usePlayRecorder({
    token,
    locationId,
    current: seq.current,
    runId: seq.runId,
    paused: seq.paused,
    skewMs,
    expectedMs: useCallback(
      (slot: Slot) =>
        slotView(slot).endsWithMedia ? mediaDurationMs(slot.key) : slot.durationS * 1000,
      [mediaDurationMs],
    ),
  });
  const close = useCallback(() => window.close(), []);
  useKeys({
    next: seq.goNext,
    previous: seq.goPrevious,
    togglePause: seq.togglePause,
    ...(preview ? { close } : {}),
  });

  const tickerKey = JSON.stringify(snapshot?.location.ticker ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const ticker = useMemo(() => snapshot?.location.ticker ?? null, [tickerKey]);
  const localAlert = useLocalAlert(snapshot?.emergency?.presets);
  const serverAlert = snapshot?.emergency?.alert ?? null;

  const content = () => {
    if (notAllowed) {
      return (
        <MessageScreen testId="not-allowed" title="This screen cannot show that location">
          Sign in as its owner to preview it, or pair this screen at /pair-display.
        </MessageScreen>
      );
    }
    if (!snapshot || !resolved) return <MessageScreen testId="connecting" title="Connecting…" />;
    if (resolved.reason === 'suspended') {
      return <SuspendedScreen by={snapshot.location.suspendedBy} />;
    }
    if (resolved.reason === 'stopped') {
      return (
        <>
          <MessageScreen testId="display-stopped" title="Display Stopped">
            Start playback from your dashboard to resume continuous display.
          </MessageScreen>
          <div className="overlay__footer overlay__footer--alone" data-testid="footer-status">
            <span className="dot" />
            DISPLAY STOPPED
          </div>
        </>
      );
    }
    if (!seq.current) {
      return <MessageScreen testId="no-content" title="No content scheduled for this location" />;
    }
    return (
      <div className="player">
        <Stage
          current={seq.current}
          next={seq.next}
          runId={seq.runId}
          paused={seq.paused}
          failed={seq.failed}
          clock={clock}
          onEnded={seq.mediaEnded}
          onFailed={seq.mediaFailed}
        />
        {snapshot.location.showOverlay === false ? null : (
          <Overlay
            locationName={snapshot.location.name}
            current={seq.current}
            position={seq.position}
            count={seq.count}
            paused={seq.paused}
            elapsedMs={seq.elapsedMs}
            clock={clock}
            status={preview ? 'PREVIEW MODE' : 'LIVE DISPLAY'}
            offline={connection === 'offline'}
          />
        )}
      </div>
    );
  };

  // Fixed places, so neither the ticker nor the alert remounts when what plays underneath changes.
  return (
    <>
      {serverAlert || localAlert ? null : content()}
      {ticker && !notAllowed && snapshot?.location.isSuspended === false ? (
        <div className={`ticker-host ticker-host--${ticker.position}`}>
          <TickerStrip key={tickerKey} ticker={ticker} fontSize="max(16px, 4.5vmin)" />
        </div>
      ) : null}
      {serverAlert ? (
        <EmergencyScreen alert={serverAlert} source="server" />
      ) : localAlert ? (
        <EmergencyScreen alert={localAlert} source="local" />
      ) : null}
    </>
  );
}
