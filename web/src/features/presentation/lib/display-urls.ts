/** The player in preview plays a stopped location; the dashboard never opens a suspended one. */
export function openPreview(locationId: number): void {
  window.open(`/display?location=${locationId}&preview=true`, '_blank', 'noopener');
}

export function openFullScreen(locationId: number): void {
  window.open(`/display?location=${locationId}&fullscreen=true`, '_blank', 'noopener');
}
