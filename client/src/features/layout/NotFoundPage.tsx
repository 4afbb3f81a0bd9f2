import { Link, useNavigate } from "react-router-dom";
import { PageMeta } from "../seo/PageMeta.tsx";

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <PageMeta title="Page not found" noindex />
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => navigate(-1)}>
          GO BACK
        </button>
        <Link className="button primary" to="/">
          GO TO HOME
        </Link>
      </div>
    </section>
  );
}
