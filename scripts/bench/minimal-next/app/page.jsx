/** A static page: rendered once by `next build`, then served as it is. */
export default function StaticPage() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A static page.</p>
    </main>
  );
}
