/**
 * navigator.clipboard only exists on secure origins, and many self-hosted installs run on
 * plain http://, so fall back to the old select-and-copy trick there.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused: the fallback below still works in most browsers.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  // A modal traps focus; the textarea must be focused for the copy to take.
  const previous = document.activeElement as HTMLElement | null;
  area.focus();
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previous?.focus();
  return copied;
}
