// The server's RTK Query cache, handed to the browser with the page it rendered (see entry-client.tsx).
import { createAction } from "@reduxjs/toolkit";

export const apiHydrated = createAction<Record<string, unknown>>("app/apiHydrated");
