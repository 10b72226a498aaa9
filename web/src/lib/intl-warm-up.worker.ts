/**
 * Builds and uses one formatter of each kind the screens use, in the language asked, then says so
 * (see intl-warm-up.ts for why).
 */
addEventListener('message', (event: MessageEvent<string>) => {
  const language = event.data;
  const day = new Date(0);
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    day,
  );
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(day);
  new Intl.NumberFormat(language).format(1.5);
  new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-1, 'day');
  postMessage('warm');
});
