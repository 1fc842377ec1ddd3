/** Guest pages measured warm when `--pages` is given: home, search and one property page. */
export function guestPages(propertySlug: string): { name: string; path: string }[] {
  return [
    { name: 'page /', path: '/' },
    { name: 'page /properties', path: '/properties' },
    { name: 'page property', path: `/properties-details/${encodeURIComponent(propertySlug)}` },
  ];
}
