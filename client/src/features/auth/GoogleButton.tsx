/**
 * Sign in with Google: the account chooser (the local emulator offline) returns the shopper to
 * /auth/google/callback with a signed ID token, which the server verifies.
 */
export function GoogleButton({ label = "Continue with Google" }: { label?: string }) {
  const chooser = `/gateways/google/accounts?${new URLSearchParams({ redirect_uri: "/auth/google/callback" })}`;
  return (
    <a className="button google" href={chooser}>
      <span aria-hidden="true" className="google-mark">
        G
      </span>{" "}
      {label}
    </a>
  );
}
