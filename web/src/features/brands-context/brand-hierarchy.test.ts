import type { BrandListItem } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { asHierarchy } from './brand-hierarchy';

const b = (id: string, type: string, group_id: string | null, parent_id: string | null): BrandListItem => ({ id, name: id, type, group_id, parent_id });

describe('brand dropdown hierarchy (§1)', () => {
  it('[R1-02] lists the enterprise, group, parent and child levels in tree order', () => {
    const list = [b('CH-2', 'CHILD', 'GP-1', 'PA-1'), b('PA-1', 'PARENT', 'GP-1', null), b('GP-1', 'GP', 'GP-1', null), b('CH-1', 'CHILD', 'GP-1', 'PA-1')];
    expect(asHierarchy(list).map(({ brand, depth }) => `${depth}:${brand.id}`)).toEqual(['0:GP-1', '1:PA-1', '2:CH-2', '2:CH-1']);
    expect(asHierarchy([b('CH-9', 'CHILD', 'GP-7', 'PA-7')]).map((r) => r.depth)).toEqual([0]);
  });
});
