import type { Application } from '@ws/contracts';
import { Avatar } from '../../../components/ui/avatar/avatar';

/** Employers see who applied; candidates see the job they applied for and its brand. */
export type Perspective = 'EMPLOYER' | 'CANDIDATE';

/** What an application is called: the candidate's name for an employer, the job's for the candidate. */
export function partyName(a: Application, perspective: Perspective): string {
  return perspective === 'EMPLOYER'
    ? `${a.candidate.first_name} ${a.candidate.last_name}`.trim()
    : a.position.name;
}

/** Its picture: the candidate's avatar for an employer, the brand's initial for the candidate. */
export function PartyPicture({
  application: a,
  perspective,
  large = false,
}: {
  application: Application;
  perspective: Perspective;
  large?: boolean;
}) {
  if (perspective === 'EMPLOYER') {
    return (
      <Avatar
        firstName={a.candidate.first_name}
        lastName={a.candidate.last_name}
        avatarId={a.candidate.id}
        size={large ? 56 : 40}
      />
    );
  }
  return (
    <span
      className={large ? 'app-row__logo app-row__logo--large' : 'app-row__logo'}
      aria-hidden="true"
    >
      {a.brand.name.slice(0, 1)}
    </span>
  );
}
