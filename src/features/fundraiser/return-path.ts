/** After registering, back to the saved path without its trailing '/fundraiser' (spec section 4). */
export function pathAfterFundraiserRegister(saved: string | undefined): string {
  if (!saved) return '/profile';
  const [path = '/', query] = saved.split('?', 2);
  const trimmed = path.replace(/\/fundraiser\/?$/, '') || '/';
  return query ? `${trimmed}?${query}` : trimmed;
}
