import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// In development the API runs on its own port; Vite forwards /api and /media to it.
const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3001";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    proxy: { "/api": apiOrigin, "/media": apiOrigin, "/gateways": apiOrigin },
  },
  build: { outDir: "dist", sourcemap: false, manifest: true },
});
