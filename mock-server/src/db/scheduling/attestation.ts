import type { Faker } from '@faker-js/faker';
import type { AttestationQuestion } from '@ws/contracts';
import type { World } from '../types.ts';
import { ByBrand } from '../stores/by-brand.ts';
import type { Problem } from '../stores/problem.ts';
import { problem } from '../stores/problem.ts';

export const emptyAttestation = () => new ByBrand<AttestationQuestion>('att');

type Template = Pick<AttestationQuestion, 'text' | 'answer_type' | 'options' | 'required'>;
const yesNo = (text: string, required = true): Template => ({
  text,
  answer_type: 'YES_NO',
  options: [],
  required,
});

/** What wage-and-hour attestations ask everywhere, then a pick of what locations add. */
const ALWAYS: Template[] = [
  yesNo('Did you take all of your scheduled meal and rest breaks today?'),
  yesNo('Are the hours on your timecard for today accurate?'),
  yesNo('Were you injured or did you witness an injury at work today?'),
];
const OPTIONAL: Template[] = [
  {
    text: 'How would you rate your shift today?',
    answer_type: 'MULTIPLE_CHOICE',
    options: ['Great', 'Okay', 'Rough'],
    required: false,
  },
  {
    text: 'Which station did you work most today?',
    answer_type: 'MULTIPLE_CHOICE',
    options: ['Grill', 'Fry', 'Prep', 'Expo'],
    required: false,
  },
  {
    text: 'Is there anything your manager should know about today’s shift?',
    answer_type: 'TEXT',
    options: [],
    required: false,
  },
  yesNo('Did you complete your closing checklist?', false),
  yesNo('Were you asked to do any work off the clock?'),
];

/** Five questions at every brand, the last of them sometimes switched off. */
export function seedAttestation(
  world: World,
  faker: Faker,
  store: ByBrand<AttestationQuestion>,
): void {
  for (const brand of world.brands.values()) {
    const templates = [...ALWAYS, ...faker.helpers.arrayElements(OPTIONAL, 2)];
    templates.forEach((t, i) =>
      store.put({
        ...t,
        options: [...t.options],
        id: store.nextId(brand.id),
        brand_id: brand.id,
        active: i < templates.length - 1 || faker.datatype.boolean(),
        position: i + 1,
      }),
    );
  }
}

export const ordered = (
  store: ByBrand<AttestationQuestion>,
  brandId: string,
): AttestationQuestion[] => store.list(brandId).sort((a, b) => a.position - b.position);

/** MULTIPLE_CHOICE needs 2–10 options; the other types take none. */
export function checkOptions(
  question: Pick<AttestationQuestion, 'answer_type' | 'options'>,
): Problem | null {
  if (question.answer_type === 'MULTIPLE_CHOICE' && question.options.length < 2) {
    return problem('body.options', 'a MULTIPLE_CHOICE question needs at least 2 options');
  }
  if (question.answer_type !== 'MULTIPLE_CHOICE' && question.options.length > 0) {
    return problem('body.options', `a ${question.answer_type} question takes no options`);
  }
  return null;
}

/** Renumbers 1..n in the given order, so positions never have gaps. */
export function renumber(questions: AttestationQuestion[]): AttestationQuestion[] {
  questions.forEach((q, i) => (q.position = i + 1));
  return questions;
}
