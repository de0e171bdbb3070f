import type { ReactNode } from 'react';

/** A full-screen message for the states that play nothing (spec §2). */
export function MessageScreen({
  title,
  children,
  testId,
}: {
  title: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div className="message" data-testid={testId}>
      <div className="message__brand">Marquee</div>
      <h1 className="message__title">{title}</h1>
      {children ? <p className="message__text">{children}</p> : null}
    </div>
  );
}
