/** The storefront shell; the screens of SPEC.md arrive with the storefront client issue. */
export function App() {
  return (
    <main>
      <h1>Nepal Store</h1>
      <p>Shop electronics, fashion, groceries and more, delivered across Nepal.</p>
    </main>
  );
}
