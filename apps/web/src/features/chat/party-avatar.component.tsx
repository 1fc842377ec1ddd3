// The other party's face in the list and the thread: their picture, else their initial.

export function PartyAvatar({
  name,
  profile,
  size = 40,
}: {
  name: string;
  profile: string | null;
  size?: 24 | 40;
}) {
  const box = size === 24 ? 'size-6 text-xs' : 'size-10 text-base';
  if (profile) {
    return (
      // biome-ignore lint/performance/noImgElement: a small avatar, possibly from a sign-in provider's host.
      <img
        src={profile}
        alt=""
        width={size}
        height={size}
        className={`${box} shrink-0 rounded-full bg-gray-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-gray-700 font-bold text-white`}
    >
      {name.trim().charAt(0).toUpperCase() || '•'}
    </span>
  );
}
