/** '1920x1080' as the server expects it, or nothing when the browser reports something odd. */
export function screenResolution(): string | undefined {
  const value = `${Math.round(window.screen.width)}x${Math.round(window.screen.height)}`;
  return /^\d{2,5}x\d{2,5}$/.test(value) ? value : undefined;
}
