const count = new Intl.NumberFormat('de-DE');

/** `8` → `0:08`, `312` → `5:12`, `3723` → `1:02:03`: a clip's length as players show it. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** `8` → '8 Sekunden', `312` → '5 Minuten 12 Sekunden': the length as it is read out. */
export function spokenDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'Stunde' : 'Stunden'}` : null,
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}` : null,
    rest > 0 || seconds === 0 ? `${rest} ${rest === 1 ? 'Sekunde' : 'Sekunden'}` : null,
  ];
  return parts.filter(Boolean).join(' ');
}

/** `1` → '1 Aufruf', `1234` → '1.234 Aufrufe'. */
export function formatViews(views: number): string {
  return `${count.format(views)} ${views === 1 ? 'Aufruf' : 'Aufrufe'}`;
}
