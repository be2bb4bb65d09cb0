/** URL slug from a name: lowercase ASCII words joined by dashes, at most `maxLength` characters. */
export function slugify(text: string, maxLength = 80): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
