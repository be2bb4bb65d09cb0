import { headers } from 'next/headers';

/** A dynamic page: reading a request header renders it for every request. */
export default async function DynamicPage() {
  const agent = (await headers()).get('user-agent') ?? 'unknown';
  return (
    <main>
      <h1>Hello</h1>
      <p>Your browser: {agent}</p>
    </main>
  );
}
