import './styles.css';
import './accessibility.css';
// Tooltips serve the toaster of every page and the lazily loaded screens alike; their few rules go
// with the base stylesheet that index.html inlines, which no lazy chunk may load a second time.
import './components/ui/tooltip/tooltip.css';
import { showConsentShell } from './features/consent/consent-shell';

/**
 * The page's script: its stylesheets (inlined in index.html), index.html's consent banner in the
 * reader's language (before anything waits, so it is painted in the next frame), then the app (app/start.tsx) once
 * the browser has painted index.html's first frame. index.html preloads the app's modules, so they
 * download meanwhile. Evaluated before that paint, as they were when imported here, they held the
 * first frame back on a fast connection, and Lighthouse counted their download in a first visit's
 * FCP (a script evaluated before the first paint is render-blocking to it).
 */
showConsentShell();
await new Promise<void>((resolve) => {
  // The task after the next frame's paint; a hidden tab paints no frame, so a timer stands in.
  requestAnimationFrame(() => setTimeout(resolve));
  setTimeout(resolve, 100);
});
const start = await import('./app/start');
await start.startApp();
