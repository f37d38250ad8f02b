import { InitialsAvatar } from '../../../shared/ui/initials-avatar/initials-avatar';

/** A poster's photo or initials on the wall. */
export function FeedAvatar({
  name,
  avatar,
  size,
}: {
  readonly name: string;
  readonly avatar: string | null;
  readonly size: number;
}) {
  return <InitialsAvatar name={name} image={avatar} size={size} />;
}
