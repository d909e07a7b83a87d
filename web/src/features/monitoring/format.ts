/** 3 d 4 h, 5 h 12 min, 1 h, 42 s in the reader's language (a zero second part is left out). */
export function formatUptime(seconds: number, locale: string): string {
  const unit = (value: number, name: 'day' | 'hour' | 'minute' | 'second') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const pair = (first: string, value: number, name: 'hour' | 'minute' | 'second') => (value > 0 ? `${first} ${unit(value, name)}` : first);
  if (days > 0) return pair(unit(days, 'day'), hours, 'hour');
  if (hours > 0) return pair(unit(hours, 'hour'), minutes, 'minute');
  if (minutes > 0) return pair(unit(minutes, 'minute'), rest, 'second');
  return unit(total, 'second');
}
