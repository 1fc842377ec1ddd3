// Where a project is, in one line: its address, then the city, region and country it does not
// already name ("Powai, Mumbai" in Mumbai reads "Powai, Mumbai, Maharashtra, India").

export function projectPlace(project: {
  location?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const value of [project.location, project.city, project.state, project.country]) {
    for (const piece of (value ?? '').split(',')) {
      const part = piece.trim();
      const key = part.toLocaleLowerCase();
      if (part === '' || seen.has(key)) continue;
      seen.add(key);
      parts.push(part);
    }
  }
  return parts.join(', ');
}
