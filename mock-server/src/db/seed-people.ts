import type { Faker } from '@faker-js/faker';
import { ApplicationStageSchema } from '@ws/contracts';
import { addApplication, addMessage } from './applications.ts';
import { seededId } from './ids.ts';
import { pushIndex } from './indexes.ts';
import type {
  ApplicationRow,
  ApplicationStage,
  BrandRow,
  EmployeeRow,
  MessageRow,
  UserRow,
  World,
} from './types.ts';
import { personRow } from './user-rows.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const EMPLOYEES_PER_LOCATION = 8;
const CANDIDATES_PER_GROUP = 15;
/** The first location of each group gets more than one §9 page of 10 applications. */
const APPLICATIONS_ON_SHOWCASE = 14;

const EMPLOYER_LINES = [
  'Thanks for applying! Are you free for a quick call this week?',
  'Could you come in for an interview on Tuesday at 10am?',
  'Please bring a photo ID and your food handler card.',
  'We loved meeting you. The offer letter is attached.',
  'Can you confirm your availability for weekend shifts?',
];
const CANDIDATE_LINES = [
  'Yes, Tuesday works for me. See you then!',
  'Thank you, I am available most evenings.',
  'Attached is my updated resume.',
  'Could we move it to Wednesday morning?',
];

/** Employees with positions, candidates with applications and message threads (dates before `seededAt`). */
export function seedPeople(world: World, faker: Faker, addUser: (user: UserRow) => void): void {
  const openPositions = [...world.positions.values()].filter((p) => !p.archived);
  const position = () => faker.helpers.arrayElement(openPositions).id;
  const children = [...world.brands.values()].filter((b) => b.type === 'CHILD');

  const addEmployee = (row: EmployeeRow) => {
    world.employees.set(row.id, row);
    pushIndex(world.employeesByBrand, row.brand_id, row.id);
    if (row.user_id) pushIndex(world.employeesByUser, row.user_id, row.id);
  };
  for (const brand of children) {
    for (let n = 1; n <= EMPLOYEES_PER_LOCATION; n++) {
      const first_name = faker.person.firstName();
      const last_name = faker.person.lastName();
      addEmployee({
        id: `e-${brand.id}-${n}`,
        brand_id: brand.id,
        user_id: null,
        first_name,
        last_name,
        email: `${first_name}.${last_name}.${brand.id}-${n}@staff.test`.toLowerCase(),
        phone: faker.phone.number({ style: 'international' }),
        position_id: position(),
        schedulable: n % 4 !== 0,
        status: n % 7 === 0 ? 'ON_LEAVE' : 'ACTIVE',
        hired_on: isoDay(world.seededAt - faker.number.int({ min: 30, max: 1500 }) * DAY),
      });
    }
  }
  // The demo member also works shifts at two locations (GET /v1/employees/businesses/brands).
  const member = world.users.get(seededId(world.idPrefix, 'u-candidate'));
  if (member) {
    for (const [demoBrandId, positionId] of [
      ['CH-1-1-1', 'po-1'],
      ['CH-1-2-3', 'po-2'],
    ] as const) {
      const brandId = seededId(world.idPrefix, demoBrandId);
      addEmployee({
        id: `e-u-candidate-${brandId}`,
        brand_id: brandId,
        user_id: member.id,
        first_name: member.first_name,
        last_name: member.last_name,
        email: member.email,
        phone: member.phone ?? '',
        position_id: positionId,
        schedulable: true,
        status: 'ACTIVE',
        hired_on: isoDay(world.seededAt - 200 * DAY),
      });
    }
  }

  const candidates: UserRow[] = [];
  for (let n = 1; n <= CANDIDATES_PER_GROUP * 2 * world.scale; n++) {
    const first_name = faker.person.firstName();
    const last_name = faker.person.lastName();
    const user = personRow({
      id: seededId(world.idPrefix, `c-${n}`),
      email: `${first_name}.${last_name}.${n}@people.test`.toLowerCase(),
      credential: 'SEED',
      first_name,
      last_name,
      phone: faker.phone.number({ style: 'international' }),
      verified: true,
    });
    addUser(user);
    candidates.push(user);
  }

  const story = new ThreadWriter(world, faker);
  if (member) {
    story.application(member, seededId(world.idPrefix, 'CH-1-1-1'), 'po-1', 'INTERVIEW', 6, [
      ['EMPLOYER', 0, true, []],
      ['CANDIDATE', 0, true, ['resume.pdf']],
      ['EMPLOYER', 1, false, ['interview-directions.pdf']],
      ['EMPLOYER', 2, false, []],
    ]);
    story.application(member, seededId(world.idPrefix, 'CH-1-1-2'), 'po-2', 'APPLIED', 2, [
      ['EMPLOYER', 4, true, []],
    ]);
    story.application(member, seededId(world.idPrefix, 'CH-2-1-2'), 'po-5', 'REJECTED', 40, []);
  }
  for (const brand of children) {
    const count = brand.id.endsWith('-1-1')
      ? APPLICATIONS_ON_SHOWCASE
      : faker.number.int({ min: 2, max: 5 });
    for (let i = 0; i < count; i++) {
      const stage = faker.helpers.arrayElement(ApplicationStageSchema.options);
      const length = faker.number.int({ min: 0, max: 4 });
      const thread = Array.from({ length }, (_, k): ThreadLine => [
        k % 2 === 0 ? 'EMPLOYER' : 'CANDIDATE',
        faker.number.int({ min: 0, max: 4 }),
        // Only the newest message may still be unread, as in a real inbox.
        k < length - 1 || faker.datatype.boolean(),
        faker.number.int({ min: 0, max: 5 }) === 0 ? ['photo-id.jpg'] : [],
      ]);
      story.application(
        faker.helpers.arrayElement(candidates),
        brand.id,
        position(),
        stage,
        faker.number.int({ min: 1, max: 45 }),
        thread,
      );
    }
  }
}

/** sender, line number, read by its recipient, attached file names */
type ThreadLine = [sender: MessageRow['sender'], line: number, isRead: boolean, files: string[]];

class ThreadWriter {
  private next = 0;
  constructor(
    private readonly world: World,
    private readonly faker: Faker,
  ) {}

  application(
    candidate: UserRow,
    brandId: string,
    positionId: string,
    stage: ApplicationStage,
    daysAgo: number,
    thread: ThreadLine[],
  ): void {
    const brand = this.world.brands.get(brandId) as BrandRow;
    const id = seededId(this.world.idPrefix, `ap-${++this.next}`);
    const appliedAt =
      this.world.seededAt - daysAgo * DAY - this.faker.number.int({ min: 0, max: 20 }) * HOUR;
    const row: ApplicationRow = {
      id,
      candidate_id: candidate.id,
      brand_id: brandId,
      position_id: positionId,
      stage,
      applied_at: appliedAt,
      updated_at: appliedAt,
      archived: stage === 'REJECTED' && daysAgo > 30,
    };
    addApplication(this.world, row);
    // Messages are spread between applying and now, oldest first.
    const step = Math.floor((this.world.seededAt - appliedAt) / (thread.length + 1));
    thread.forEach(([sender, line, is_read, files], k) => {
      const lines = sender === 'EMPLOYER' ? EMPLOYER_LINES : CANDIDATE_LINES;
      addMessage(this.world, {
        message_id: seededId(this.world.idPrefix, `m-${this.next}-${k + 1}`),
        application_id: id,
        sender,
        sender_name:
          sender === 'EMPLOYER'
            ? `${brand.name} hiring team`
            : `${candidate.first_name} ${candidate.last_name}`,
        message_body: lines[line % lines.length] ?? '',
        files: files.map((filename) => ({
          filename,
          mimetype: filename.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
          size: this.faker.number.int({ min: 20_000, max: 900_000 }),
        })),
        sent_at: appliedAt + step * (k + 1),
        is_read,
      });
    });
  }
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
