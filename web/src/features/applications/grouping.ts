import type { Application } from '@ws/contracts';
import { ApplicationStageSchema } from '@ws/contracts';

export type Stage = Application['stage'];
/**
 * The hiring funnel in its natural order, so groups read top to bottom as candidates move on.
 * Filtering and counting are the server's: a page of 10 cannot count 45.
 */
export const STAGES: readonly Stage[] = ApplicationStageSchema.options;

export function isStage(value: string | null): value is Stage {
  return value !== null && (STAGES as readonly string[]).includes(value);
}

/**
 * The stages an application may move to, as the server takes moves: any other stage, until it is
 * hired (a hire is final). The board offers only these, so a move it offers is one that works.
 */
export const nextStages = (stage: Stage): readonly Stage[] =>
  stage === 'HIRED' ? [] : STAGES.filter((s) => s !== stage);
