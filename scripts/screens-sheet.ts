/** The contact sheet of `pnpm screens`: one row a route and persona, one column a language and width. */
export interface Shot {
  route: string;
  /** Where the page ended up (a redirect shows here). */
  landedOn: string;
  persona: string;
  language: string;
  width: number;
  file: string;
  console: string[];
  failed: string[];
  /** The page's width when it scrolls sideways, else null. */
  sideways: number | null;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

function cell(shot: Shot | undefined): string {
  if (!shot) return '<td></td>';
  const notes = [
    ...shot.console.map((text) => `<li class="console">console: ${escape(text)}</li>`),
    ...shot.failed.map((text) => `<li class="failed">request: ${escape(text)}</li>`),
    ...(shot.sideways ? [`<li class="wide">scrolls sideways: ${shot.sideways} px</li>`] : []),
    ...(shot.landedOn !== shot.route.split('?')[0]
      ? [`<li>landed on ${escape(shot.landedOn)}</li>`]
      : []),
  ];
  return `<td><a href="${escape(shot.file)}"><img loading="lazy" src="${escape(shot.file)}" alt="${escape(`${shot.route} ${shot.language} ${shot.width}`)}"></a>${
    notes.length > 0 ? `<ul>${notes.join('')}</ul>` : '<p class="ok">clean</p>'
  }</td>`;
}

export function contactSheet(shots: Shot[]): string {
  const columns = [...new Set(shots.map((s) => `${s.language} ${s.width}`))].sort();
  const rows = new Map<string, Map<string, Shot>>();
  for (const shot of shots) {
    const row = `${shot.persona} ${shot.route}`;
    const cells = rows.get(row) ?? new Map<string, Shot>();
    cells.set(`${shot.language} ${shot.width}`, shot);
    rows.set(row, cells);
  }
  const troubled = shots.filter((s) => s.console.length + s.failed.length > 0 || s.sideways);
  const body = [...rows]
    .map(([row, cells]) => {
      const [persona, route] = row.split(' ');
      return `<tr><th scope="row">${escape(route ?? '')}<br><small>${escape(persona ?? '')}</small></th>${columns
        .map((column) => cell(cells.get(column)))
        .join('')}</tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screens</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccd; padding: 0.4rem; vertical-align: top; text-align: start; }
td img { display: block; max-width: 240px; max-height: 360px; object-fit: cover; object-position: top; }
td ul { margin: 0.3rem 0 0; padding-inline-start: 1rem; max-width: 240px; font-size: 0.75rem; overflow-wrap: anywhere; }
.console, .failed, .wide { color: #b42318; }
.ok { color: #2e7d32; margin: 0.3rem 0 0; font-size: 0.75rem; }
</style></head>
<body>
<h1>Screens</h1>
<p>${shots.length} photographs, ${rows.size} route × persona rows; ${troubled.length} with a console error, a failed request or a sideways scroll.</p>
<table><thead><tr><th>route / persona</th>${columns.map((c) => `<th scope="col">${escape(c)}</th>`).join('')}</tr></thead>
<tbody>
${body}
</tbody></table>
</body></html>
`;
}
