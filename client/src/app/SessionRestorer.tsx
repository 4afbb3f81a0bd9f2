import { useEffect } from "react";
import { authRestored, restoreAuth } from "../lib/auth-slice.ts";
import { useAppDispatch, useAppSelector } from "./hooks.ts";

/**
 * Reads the stored sign-in once the page has hydrated (the first render was a guest's, as on the server). It
 * sits inside the screen's Suspense boundary (AppLayout, the admin's), which hydrates after the header: reading
 * earlier would change what the boundary renders before it has hydrated.
 */
export function SessionRestorer() {
  const dispatch = useAppDispatch();
  const restored = useAppSelector((state) => state.auth.restored);
  useEffect(() => {
    if (!restored) dispatch(authRestored(restoreAuth()));
  }, [dispatch, restored]);
  return null;
}
