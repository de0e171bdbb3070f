import type { EmergencyMessage } from '@marquee/protocol/player';

const TITLES = { info: 'Notice', warning: 'Warning', critical: 'Emergency' } as const;

/** Above everything, the ticker included, until the alert is cleared. */
export function EmergencyScreen({
  alert,
  source,
}: {
  alert: EmergencyMessage;
  /** 'local': started from this screen's keyboard while the server was out of reach. */
  source: 'server' | 'local';
}) {
  return (
    <div
      className={`emergency emergency--${alert.severity}`}
      role="alert"
      data-testid="emergency"
      data-severity={alert.severity}
      data-source={source}
    >
      <div className="emergency__title">{TITLES[alert.severity]}</div>
      <div className="emergency__message">{alert.message}</div>
    </div>
  );
}
