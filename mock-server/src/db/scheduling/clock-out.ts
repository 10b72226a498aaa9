/** Clocking out of a shift: the answers to the location's active attestation questions, checked and recorded. */
import type { ClockOut } from '@ws/contracts';
import type { World } from '../types.ts';
import { ordered } from './attestation.ts';
import type { Problem } from '../stores/problem.ts';
import { problem } from '../stores/problem.ts';
import type { ClockOutRow, ShiftRow } from '../stores/stores.ts';

export const activeQuestions = (world: World, locationId: string) =>
  ordered(world.extensions.attestation, locationId).filter((q) => q.active);

export const toClockOut = (row: ClockOutRow): ClockOut => ({
  ...row,
  clocked_out_at: new Date(row.clocked_out_at).toISOString(),
});

/**
 * The record of a clock-out, or the first problem with it: the shift must have started and not
 * been clocked out of; each answer must name an active question and fit its type; every required
 * question needs an answer.
 */
export function checkClockOut(
  world: World,
  shift: ShiftRow,
  answers: { question_id: string; answer: string }[],
  now: number,
): { record: ClockOutRow } | { problem: Problem } {
  if (shift.start > now)
    return { problem: problem('params.shiftId', 'this shift has not started yet') };
  if (world.extensions.workday.clockOuts.has(shift.id))
    return { problem: problem('params.shiftId', 'already clocked out of this shift') };
  const questions = activeQuestions(world, shift.brand_id);
  const recorded: ClockOutRow['answers'] = [];
  for (const [i, given] of answers.entries()) {
    const question = questions.find((q) => q.id === given.question_id);
    if (!question)
      return {
        problem: problem(
          `body.answers.${i}.question_id`,
          `${given.question_id} is not an active question here`,
        ),
      };
    const fits =
      question.answer_type === 'YES_NO'
        ? given.answer === 'YES' || given.answer === 'NO'
        : question.answer_type === 'MULTIPLE_CHOICE'
          ? question.options.includes(given.answer)
          : true;
    if (!fits) {
      const allowed =
        question.answer_type === 'YES_NO' ? 'YES or NO' : `one of ${question.options.join(', ')}`;
      return { problem: problem(`body.answers.${i}.answer`, `must be ${allowed}`) };
    }
    recorded.push({ question_id: question.id, question_text: question.text, answer: given.answer });
  }
  const missing = questions.find((q) => q.required && !answers.some((a) => a.question_id === q.id));
  if (missing)
    return {
      problem: problem('body.answers', `"${missing.text}" (${missing.id}) needs an answer`),
    };
  return {
    record: {
      shift_id: shift.id,
      employee_id: shift.user_id ?? '',
      clocked_out_at: now,
      answers: recorded,
    },
  };
}
