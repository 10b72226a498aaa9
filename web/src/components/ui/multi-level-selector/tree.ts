/** §3: one row of the multi-level selector. */
export interface LevelItem {
  id: string;
  code: string;
  name: string;
  level: number;
  parent: string | null;
  checked: boolean;
  partial: boolean;
  active: boolean;
  expandable: boolean;
  disabled: boolean;
}

/** A row as the demo and the tests write one: unchecked, active and enabled unless `extra` says so. */
export const levelItem = (
  id: string,
  name: string,
  parent: string | null,
  level: number,
  extra: Partial<LevelItem> = {},
): LevelItem => ({
  id,
  code: id.toUpperCase(),
  name,
  level,
  parent,
  checked: false,
  partial: false,
  active: true,
  expandable: false,
  disabled: false,
  ...extra,
});

export type CheckState = 'checked' | 'unchecked' | 'partial';

export function checkState(item: Pick<LevelItem, 'checked' | 'partial'>): CheckState {
  if (item.partial) return 'partial';
  return item.checked ? 'checked' : 'unchecked';
}

function childrenOf(items: readonly LevelItem[]): Map<string | null, LevelItem[]> {
  const map = new Map<string | null, LevelItem[]>();
  for (const item of items) map.set(item.parent, [...(map.get(item.parent) ?? []), item]);
  return map;
}

/** Leaves are the truth; every parent's checked/partial is derived from its children. */
function recompute(items: LevelItem[]): LevelItem[] {
  const byId = new Map(items.map((i) => [i.id, { ...i }]));
  const kids = childrenOf([...byId.values()]);
  const visit = (item: LevelItem): void => {
    const children = kids.get(item.id) ?? [];
    if (children.length === 0) return;
    children.forEach(visit);
    const all = children.every((c) => c.checked && !c.partial);
    const none = children.every((c) => !c.checked && !c.partial);
    item.checked = all;
    item.partial = !all && !none;
  };
  (kids.get(null) ?? []).forEach(visit);
  return items.map((i) => byId.get(i.id) ?? i);
}

function descendants(items: readonly LevelItem[], id: string): Set<string> {
  const kids = childrenOf(items);
  const found = new Set<string>();
  const walk = (parent: string) => {
    for (const child of kids.get(parent) ?? []) {
      found.add(child.id);
      walk(child.id);
    }
  };
  walk(id);
  return found;
}

/** Toggling a row sets it and every enabled row below it, then settles the rows above. */
export function toggleItem(items: readonly LevelItem[], id: string): LevelItem[] {
  const target = items.find((i) => i.id === id);
  if (!target || target.disabled) return [...items];
  const next = !(target.checked && !target.partial);
  const affected = descendants(items, id).add(id);
  return recompute(
    items.map((i) =>
      affected.has(i.id) && !i.disabled ? { ...i, checked: next, partial: false } : i,
    ),
  );
}

export function setAll(items: readonly LevelItem[], checked: boolean): LevelItem[] {
  return recompute(items.map((i) => (i.disabled ? i : { ...i, checked, partial: false })));
}

export function allChecked(items: readonly LevelItem[]): CheckState {
  const enabled = items.filter((i) => !i.disabled);
  if (enabled.length > 0 && enabled.every((i) => i.checked && !i.partial)) return 'checked';
  return enabled.some((i) => i.checked || i.partial) ? 'partial' : 'unchecked';
}

/** Rows whose name or code matches, plus their ancestors so the match keeps its place. */
export function filterItems(items: readonly LevelItem[], query: string): LevelItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...items];
  const byId = new Map(items.map((i) => [i.id, i]));
  const keep = new Set<string>();
  for (const item of items) {
    if (!item.name.toLowerCase().includes(q) && !item.code.toLowerCase().includes(q)) continue;
    let cursor: LevelItem | undefined = item;
    while (cursor && !keep.has(cursor.id)) {
      keep.add(cursor.id);
      cursor = cursor.parent ? byId.get(cursor.parent) : undefined;
    }
  }
  return items.filter((i) => keep.has(i.id));
}

/** Rows shown: those whose every ancestor is expanded (searching shows everything found). */
export function visibleItems(
  items: readonly LevelItem[],
  expanded: ReadonlySet<string>,
  searching: boolean,
): LevelItem[] {
  if (searching) return [...items];
  const byId = new Map(items.map((i) => [i.id, i]));
  return items.filter((item) => {
    let parent = item.parent ? byId.get(item.parent) : undefined;
    while (parent) {
      if (!expanded.has(parent.id)) return false;
      parent = parent.parent ? byId.get(parent.parent) : undefined;
    }
    return true;
  });
}
