import { InitialsAvatar } from '../../../shared/ui/initials-avatar/initials-avatar';

/** A member's community picture or initials. */
export function MemberAvatar({
  name,
  picture,
  size,
}: {
  readonly name: string;
  readonly picture: string | null;
  readonly size: number;
}) {
  return <InitialsAvatar name={name} image={picture} size={size} />;
}
